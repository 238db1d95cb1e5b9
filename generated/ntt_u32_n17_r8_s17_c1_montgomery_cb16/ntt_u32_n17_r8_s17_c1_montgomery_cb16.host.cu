// nttgen: ntt_u32_n17_r8_s17_c1_montgomery_cb16 (generated; do not edit)
// command: codegen emit --spec generated/specs/ntt_u32_n17_r8_s17_c1_montgomery_cb16.toml --out generated/ntt_u32_n17_r8_s17_c1_montgomery_cb16
//
// Host launch functions declared in ntt_u32_n17_r8_s17_c1_montgomery_cb16.h. Build with nvcc, e.g.
//   nvcc -arch=sm_90 -std=c++17 -c ntt_u32_n17_r8_s17_c1_montgomery_cb16.host.cu

#include <string.h>
#include "ntt_u32_n17_r8_s17_c1_montgomery_cb16.h"

namespace nttgen_ntt_u32_n17_r8_s17_c1_montgomery_cb16 {
#include "ntt_u32_n17_r8_s17_c1_montgomery_cb16.cu"
}

namespace {

typedef nttgen_ntt_u32_n17_r8_s17_c1_montgomery_cb16::word_t word_t;
typedef nttgen_ntt_u32_n17_r8_s17_c1_montgomery_cb16::ModConst ModConst;

bool bad_batch(unsigned batch) { return batch == 0 || batch > 65535u; }
bool misaligned(const void* p) { return (reinterpret_cast<uintptr_t>(p) & 15u) != 0; }

}  // namespace

extern "C" cudaError_t ntt_u32_n17_r8_s17_c1_montgomery_cb16_upload_tables(const void* bytes, size_t len, ntt_u32_n17_r8_s17_c1_montgomery_cb16_word** tables, cudaStream_t stream) {
    const size_t want = (size_t)NTT_U32_N17_R8_S17_C1_MONTGOMERY_CB16_TABLE_WORDS * NTT_U32_N17_R8_S17_C1_MONTGOMERY_CB16_WORD_BYTES;
    if (bytes == NULL || tables == NULL || len != want) return cudaErrorInvalidValue;
    // The file of another spec: its first tower's prime differs.
    ntt_u32_n17_r8_s17_c1_montgomery_cb16_word q0;
    memcpy(&q0, bytes, sizeof q0);
    if ((uint64_t)q0 != NTT_U32_N17_R8_S17_C1_MONTGOMERY_CB16_PRIMES[0]) return cudaErrorInvalidValue;
    cudaError_t e = cudaMalloc((void**)tables, want);
    if (e != cudaSuccess) return e;
    e = cudaMemcpyAsync(*tables, bytes, want, cudaMemcpyHostToDevice, stream);
    if (e != cudaSuccess) { cudaFree(*tables); *tables = NULL; }
    return e;
}

extern "C" cudaError_t ntt_u32_n17_r8_s17_c1_montgomery_cb16_forward(const ntt_u32_n17_r8_s17_c1_montgomery_cb16_word* tables, ntt_u32_n17_r8_s17_c1_montgomery_cb16_word* d_x, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x)) return cudaErrorMisalignedAddress;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    e = cudaFuncSetAttribute(nttgen_ntt_u32_n17_r8_s17_c1_montgomery_cb16::ntt_u32_n17_r8_s17_c1_montgomery_cb16_fwd0, cudaFuncAttributeNonPortableClusterSizeAllowed, 1);
    if (e != cudaSuccess) return e;
    nttgen_ntt_u32_n17_r8_s17_c1_montgomery_cb16::ntt_u32_n17_r8_s17_c1_montgomery_cb16_fwd0<<<dim3(16, batch, 1), dim3(1024, 1, 1), 33792, stream>>>(reinterpret_cast<word_t*>(d_x), t + 4, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t ntt_u32_n17_r8_s17_c1_montgomery_cb16_inverse(const ntt_u32_n17_r8_s17_c1_montgomery_cb16_word* tables, ntt_u32_n17_r8_s17_c1_montgomery_cb16_word* d_x, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x)) return cudaErrorMisalignedAddress;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    e = cudaFuncSetAttribute(nttgen_ntt_u32_n17_r8_s17_c1_montgomery_cb16::ntt_u32_n17_r8_s17_c1_montgomery_cb16_inv0, cudaFuncAttributeNonPortableClusterSizeAllowed, 1);
    if (e != cudaSuccess) return e;
    nttgen_ntt_u32_n17_r8_s17_c1_montgomery_cb16::ntt_u32_n17_r8_s17_c1_montgomery_cb16_inv0<<<dim3(16, batch, 1), dim3(1024, 1, 1), 33792, stream>>>(reinterpret_cast<word_t*>(d_x), t + 131076, t + 262148, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t ntt_u32_n17_r8_s17_c1_montgomery_cb16_pointwise(const ntt_u32_n17_r8_s17_c1_montgomery_cb16_word* tables, ntt_u32_n17_r8_s17_c1_montgomery_cb16_word* d_x, ntt_u32_n17_r8_s17_c1_montgomery_cb16_word* d_y, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || d_y == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x) || misaligned(d_y)) return cudaErrorMisalignedAddress;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    nttgen_ntt_u32_n17_r8_s17_c1_montgomery_cb16::ntt_u32_n17_r8_s17_c1_montgomery_cb16_pw<<<dim3(1024, batch, 1), dim3(128, 1, 1), 0, stream>>>(reinterpret_cast<word_t*>(d_x), reinterpret_cast<word_t*>(d_y), reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t ntt_u32_n17_r8_s17_c1_montgomery_cb16_polymul(const ntt_u32_n17_r8_s17_c1_montgomery_cb16_word* tables, ntt_u32_n17_r8_s17_c1_montgomery_cb16_word* d_x, ntt_u32_n17_r8_s17_c1_montgomery_cb16_word* d_y, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || d_y == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x) || misaligned(d_y)) return cudaErrorMisalignedAddress;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    e = cudaFuncSetAttribute(nttgen_ntt_u32_n17_r8_s17_c1_montgomery_cb16::ntt_u32_n17_r8_s17_c1_montgomery_cb16_fwd0, cudaFuncAttributeNonPortableClusterSizeAllowed, 1);
    if (e != cudaSuccess) return e;
    nttgen_ntt_u32_n17_r8_s17_c1_montgomery_cb16::ntt_u32_n17_r8_s17_c1_montgomery_cb16_fwd0<<<dim3(16, batch, 1), dim3(1024, 1, 1), 33792, stream>>>(reinterpret_cast<word_t*>(d_x), t + 4, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    e = cudaFuncSetAttribute(nttgen_ntt_u32_n17_r8_s17_c1_montgomery_cb16::ntt_u32_n17_r8_s17_c1_montgomery_cb16_fwd0, cudaFuncAttributeNonPortableClusterSizeAllowed, 1);
    if (e != cudaSuccess) return e;
    nttgen_ntt_u32_n17_r8_s17_c1_montgomery_cb16::ntt_u32_n17_r8_s17_c1_montgomery_cb16_fwd0<<<dim3(16, batch, 1), dim3(1024, 1, 1), 33792, stream>>>(reinterpret_cast<word_t*>(d_y), t + 4, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    e = cudaFuncSetAttribute(nttgen_ntt_u32_n17_r8_s17_c1_montgomery_cb16::ntt_u32_n17_r8_s17_c1_montgomery_cb16_pwinv0, cudaFuncAttributeNonPortableClusterSizeAllowed, 1);
    if (e != cudaSuccess) return e;
    nttgen_ntt_u32_n17_r8_s17_c1_montgomery_cb16::ntt_u32_n17_r8_s17_c1_montgomery_cb16_pwinv0<<<dim3(16, batch, 1), dim3(1024, 1, 1), 33792, stream>>>(reinterpret_cast<word_t*>(d_x), reinterpret_cast<word_t*>(d_y), t + 131076, t + 262148, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

// nttgen: dgt_u64_n12_r4_s6x5_c2_montgomery (generated; do not edit)
// command: codegen emit --spec generated/specs/dgt_u64_n12_r4_s6x5_c2_montgomery.toml --out generated/dgt_u64_n12_r4_s6x5_c2_montgomery
//
// Host launch functions declared in dgt_u64_n12_r4_s6x5_c2_montgomery.h. Build with nvcc, e.g.
//   nvcc -arch=sm_90 -std=c++17 -c dgt_u64_n12_r4_s6x5_c2_montgomery.host.cu

#include <string.h>
#include "dgt_u64_n12_r4_s6x5_c2_montgomery.h"

namespace nttgen_dgt_u64_n12_r4_s6x5_c2_montgomery {
#include "dgt_u64_n12_r4_s6x5_c2_montgomery.cu"
}

namespace {

typedef nttgen_dgt_u64_n12_r4_s6x5_c2_montgomery::word_t word_t;
typedef nttgen_dgt_u64_n12_r4_s6x5_c2_montgomery::ModConst ModConst;

bool bad_batch(unsigned batch) { return batch == 0 || batch > 65535u; }
bool misaligned(const void* p) { return (reinterpret_cast<uintptr_t>(p) & 15u) != 0; }

}  // namespace

extern "C" cudaError_t dgt_u64_n12_r4_s6x5_c2_montgomery_upload_tables(const void* bytes, size_t len, dgt_u64_n12_r4_s6x5_c2_montgomery_word** tables, cudaStream_t stream) {
    const size_t want = (size_t)DGT_U64_N12_R4_S6X5_C2_MONTGOMERY_TABLE_WORDS * DGT_U64_N12_R4_S6X5_C2_MONTGOMERY_WORD_BYTES;
    if (bytes == NULL || tables == NULL || len != want) return cudaErrorInvalidValue;
    // The file of another spec: its first tower's prime differs.
    dgt_u64_n12_r4_s6x5_c2_montgomery_word q0;
    memcpy(&q0, bytes, sizeof q0);
    if ((uint64_t)q0 != DGT_U64_N12_R4_S6X5_C2_MONTGOMERY_PRIMES[0]) return cudaErrorInvalidValue;
    cudaError_t e = cudaMalloc((void**)tables, want);
    if (e != cudaSuccess) return e;
    e = cudaMemcpyAsync(*tables, bytes, want, cudaMemcpyHostToDevice, stream);
    if (e != cudaSuccess) { cudaFree(*tables); *tables = NULL; }
    return e;
}

extern "C" cudaError_t dgt_u64_n12_r4_s6x5_c2_montgomery_forward(const dgt_u64_n12_r4_s6x5_c2_montgomery_word* tables, dgt_u64_n12_r4_s6x5_c2_montgomery_word* d_x, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x)) return cudaErrorMisalignedAddress;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    nttgen_dgt_u64_n12_r4_s6x5_c2_montgomery::dgt_u64_n12_r4_s6x5_c2_montgomery_fwd0<<<dim3(16, batch, 1), dim3(2, 16, 1), 2176, stream>>>(reinterpret_cast<word_t*>(d_x), t + 4, t + 8196, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_dgt_u64_n12_r4_s6x5_c2_montgomery::dgt_u64_n12_r4_s6x5_c2_montgomery_fwd1<<<dim3(32, batch, 1), dim3(8, 2, 1), 1088, stream>>>(reinterpret_cast<word_t*>(d_x), t + 4, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t dgt_u64_n12_r4_s6x5_c2_montgomery_inverse(const dgt_u64_n12_r4_s6x5_c2_montgomery_word* tables, dgt_u64_n12_r4_s6x5_c2_montgomery_word* d_x, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x)) return cudaErrorMisalignedAddress;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    nttgen_dgt_u64_n12_r4_s6x5_c2_montgomery::dgt_u64_n12_r4_s6x5_c2_montgomery_inv1<<<dim3(32, batch, 1), dim3(8, 2, 1), 1088, stream>>>(reinterpret_cast<word_t*>(d_x), t + 4100, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_dgt_u64_n12_r4_s6x5_c2_montgomery::dgt_u64_n12_r4_s6x5_c2_montgomery_inv0<<<dim3(16, batch, 1), dim3(2, 16, 1), 2176, stream>>>(reinterpret_cast<word_t*>(d_x), t + 4100, t + 12292, t + 16388, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t dgt_u64_n12_r4_s6x5_c2_montgomery_pointwise(const dgt_u64_n12_r4_s6x5_c2_montgomery_word* tables, dgt_u64_n12_r4_s6x5_c2_montgomery_word* d_x, dgt_u64_n12_r4_s6x5_c2_montgomery_word* d_y, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || d_y == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x) || misaligned(d_y)) return cudaErrorMisalignedAddress;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    nttgen_dgt_u64_n12_r4_s6x5_c2_montgomery::dgt_u64_n12_r4_s6x5_c2_montgomery_pw<<<dim3(16, batch, 1), dim3(128, 1, 1), 0, stream>>>(reinterpret_cast<word_t*>(d_x), reinterpret_cast<word_t*>(d_y), reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t dgt_u64_n12_r4_s6x5_c2_montgomery_polymul(const dgt_u64_n12_r4_s6x5_c2_montgomery_word* tables, dgt_u64_n12_r4_s6x5_c2_montgomery_word* d_x, dgt_u64_n12_r4_s6x5_c2_montgomery_word* d_y, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || d_y == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x) || misaligned(d_y)) return cudaErrorMisalignedAddress;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    nttgen_dgt_u64_n12_r4_s6x5_c2_montgomery::dgt_u64_n12_r4_s6x5_c2_montgomery_fwd0<<<dim3(16, batch, 1), dim3(2, 16, 1), 2176, stream>>>(reinterpret_cast<word_t*>(d_x), t + 4, t + 8196, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_dgt_u64_n12_r4_s6x5_c2_montgomery::dgt_u64_n12_r4_s6x5_c2_montgomery_fwd1<<<dim3(32, batch, 1), dim3(8, 2, 1), 1088, stream>>>(reinterpret_cast<word_t*>(d_x), t + 4, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_dgt_u64_n12_r4_s6x5_c2_montgomery::dgt_u64_n12_r4_s6x5_c2_montgomery_fwd0<<<dim3(16, batch, 1), dim3(2, 16, 1), 2176, stream>>>(reinterpret_cast<word_t*>(d_y), t + 4, t + 8196, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_dgt_u64_n12_r4_s6x5_c2_montgomery::dgt_u64_n12_r4_s6x5_c2_montgomery_fwd1<<<dim3(32, batch, 1), dim3(8, 2, 1), 1088, stream>>>(reinterpret_cast<word_t*>(d_y), t + 4, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_dgt_u64_n12_r4_s6x5_c2_montgomery::dgt_u64_n12_r4_s6x5_c2_montgomery_pw<<<dim3(16, batch, 1), dim3(128, 1, 1), 0, stream>>>(reinterpret_cast<word_t*>(d_x), reinterpret_cast<word_t*>(d_y), reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_dgt_u64_n12_r4_s6x5_c2_montgomery::dgt_u64_n12_r4_s6x5_c2_montgomery_inv1<<<dim3(32, batch, 1), dim3(8, 2, 1), 1088, stream>>>(reinterpret_cast<word_t*>(d_x), t + 4100, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_dgt_u64_n12_r4_s6x5_c2_montgomery::dgt_u64_n12_r4_s6x5_c2_montgomery_inv0<<<dim3(16, batch, 1), dim3(2, 16, 1), 2176, stream>>>(reinterpret_cast<word_t*>(d_x), t + 4100, t + 12292, t + 16388, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

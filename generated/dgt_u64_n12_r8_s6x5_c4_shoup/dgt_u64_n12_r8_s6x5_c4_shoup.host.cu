// nttgen: dgt_u64_n12_r8_s6x5_c4_shoup (generated; do not edit)
// command: codegen emit --spec generated/specs/dgt_u64_n12_r8_s6x5_c4_shoup.toml --out generated/dgt_u64_n12_r8_s6x5_c4_shoup
//
// Host launch functions declared in dgt_u64_n12_r8_s6x5_c4_shoup.h. Build with nvcc, e.g.
//   nvcc -arch=sm_90 -std=c++17 -c dgt_u64_n12_r8_s6x5_c4_shoup.host.cu

#include <string.h>
#include "dgt_u64_n12_r8_s6x5_c4_shoup.h"

namespace nttgen_dgt_u64_n12_r8_s6x5_c4_shoup {
#include "dgt_u64_n12_r8_s6x5_c4_shoup.cu"
}

namespace {

typedef nttgen_dgt_u64_n12_r8_s6x5_c4_shoup::word_t word_t;
typedef nttgen_dgt_u64_n12_r8_s6x5_c4_shoup::ModConst ModConst;

bool bad_batch(unsigned batch) { return batch == 0 || batch > 65535u; }
bool misaligned(const void* p) { return (reinterpret_cast<uintptr_t>(p) & 15u) != 0; }

}  // namespace

extern "C" cudaError_t dgt_u64_n12_r8_s6x5_c4_shoup_upload_tables(const void* bytes, size_t len, dgt_u64_n12_r8_s6x5_c4_shoup_word** tables, cudaStream_t stream) {
    const size_t want = (size_t)DGT_U64_N12_R8_S6X5_C4_SHOUP_TABLE_WORDS * DGT_U64_N12_R8_S6X5_C4_SHOUP_WORD_BYTES;
    if (bytes == NULL || tables == NULL || len != want) return cudaErrorInvalidValue;
    // The file of another spec: its first tower's prime differs.
    dgt_u64_n12_r8_s6x5_c4_shoup_word q0;
    memcpy(&q0, bytes, sizeof q0);
    if ((uint64_t)q0 != DGT_U64_N12_R8_S6X5_C4_SHOUP_PRIMES[0]) return cudaErrorInvalidValue;
    cudaError_t e = cudaMalloc((void**)tables, want);
    if (e != cudaSuccess) return e;
    e = cudaMemcpyAsync(*tables, bytes, want, cudaMemcpyHostToDevice, stream);
    if (e != cudaSuccess) { cudaFree(*tables); *tables = NULL; }
    return e;
}

extern "C" cudaError_t dgt_u64_n12_r8_s6x5_c4_shoup_forward(const dgt_u64_n12_r8_s6x5_c4_shoup_word* tables, dgt_u64_n12_r8_s6x5_c4_shoup_word* d_x, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x)) return cudaErrorMisalignedAddress;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    nttgen_dgt_u64_n12_r8_s6x5_c4_shoup::dgt_u64_n12_r8_s6x5_c4_shoup_fwd0<<<dim3(8, batch, 1), dim3(4, 8, 1), 4352, stream>>>(reinterpret_cast<word_t*>(d_x), t + 4, t + 4100, t + 16388, t + 20484, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_dgt_u64_n12_r8_s6x5_c4_shoup::dgt_u64_n12_r8_s6x5_c4_shoup_fwd1<<<dim3(16, batch, 1), dim3(4, 4, 1), 2176, stream>>>(reinterpret_cast<word_t*>(d_x), t + 4, t + 4100, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t dgt_u64_n12_r8_s6x5_c4_shoup_inverse(const dgt_u64_n12_r8_s6x5_c4_shoup_word* tables, dgt_u64_n12_r8_s6x5_c4_shoup_word* d_x, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x)) return cudaErrorMisalignedAddress;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    nttgen_dgt_u64_n12_r8_s6x5_c4_shoup::dgt_u64_n12_r8_s6x5_c4_shoup_inv1<<<dim3(16, batch, 1), dim3(4, 4, 1), 2176, stream>>>(reinterpret_cast<word_t*>(d_x), t + 8196, t + 12292, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_dgt_u64_n12_r8_s6x5_c4_shoup::dgt_u64_n12_r8_s6x5_c4_shoup_inv0<<<dim3(8, batch, 1), dim3(4, 8, 1), 4352, stream>>>(reinterpret_cast<word_t*>(d_x), t + 8196, t + 12292, t + 24580, t + 28676, t + 32772, t + 32773, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t dgt_u64_n12_r8_s6x5_c4_shoup_pointwise(const dgt_u64_n12_r8_s6x5_c4_shoup_word* tables, dgt_u64_n12_r8_s6x5_c4_shoup_word* d_x, dgt_u64_n12_r8_s6x5_c4_shoup_word* d_y, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || d_y == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x) || misaligned(d_y)) return cudaErrorMisalignedAddress;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    nttgen_dgt_u64_n12_r8_s6x5_c4_shoup::dgt_u64_n12_r8_s6x5_c4_shoup_pw<<<dim3(16, batch, 1), dim3(128, 1, 1), 0, stream>>>(reinterpret_cast<word_t*>(d_x), reinterpret_cast<word_t*>(d_y), reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t dgt_u64_n12_r8_s6x5_c4_shoup_polymul(const dgt_u64_n12_r8_s6x5_c4_shoup_word* tables, dgt_u64_n12_r8_s6x5_c4_shoup_word* d_x, dgt_u64_n12_r8_s6x5_c4_shoup_word* d_y, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || d_y == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x) || misaligned(d_y)) return cudaErrorMisalignedAddress;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    nttgen_dgt_u64_n12_r8_s6x5_c4_shoup::dgt_u64_n12_r8_s6x5_c4_shoup_fwd0<<<dim3(8, batch, 1), dim3(4, 8, 1), 4352, stream>>>(reinterpret_cast<word_t*>(d_x), t + 4, t + 4100, t + 16388, t + 20484, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_dgt_u64_n12_r8_s6x5_c4_shoup::dgt_u64_n12_r8_s6x5_c4_shoup_fwd1<<<dim3(16, batch, 1), dim3(4, 4, 1), 2176, stream>>>(reinterpret_cast<word_t*>(d_x), t + 4, t + 4100, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_dgt_u64_n12_r8_s6x5_c4_shoup::dgt_u64_n12_r8_s6x5_c4_shoup_fwd0<<<dim3(8, batch, 1), dim3(4, 8, 1), 4352, stream>>>(reinterpret_cast<word_t*>(d_y), t + 4, t + 4100, t + 16388, t + 20484, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_dgt_u64_n12_r8_s6x5_c4_shoup::dgt_u64_n12_r8_s6x5_c4_shoup_fwd1<<<dim3(16, batch, 1), dim3(4, 4, 1), 2176, stream>>>(reinterpret_cast<word_t*>(d_y), t + 4, t + 4100, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_dgt_u64_n12_r8_s6x5_c4_shoup::dgt_u64_n12_r8_s6x5_c4_shoup_pw<<<dim3(16, batch, 1), dim3(128, 1, 1), 0, stream>>>(reinterpret_cast<word_t*>(d_x), reinterpret_cast<word_t*>(d_y), reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_dgt_u64_n12_r8_s6x5_c4_shoup::dgt_u64_n12_r8_s6x5_c4_shoup_inv1<<<dim3(16, batch, 1), dim3(4, 4, 1), 2176, stream>>>(reinterpret_cast<word_t*>(d_x), t + 8196, t + 12292, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_dgt_u64_n12_r8_s6x5_c4_shoup::dgt_u64_n12_r8_s6x5_c4_shoup_inv0<<<dim3(8, batch, 1), dim3(4, 8, 1), 4352, stream>>>(reinterpret_cast<word_t*>(d_x), t + 8196, t + 12292, t + 24580, t + 28676, t + 32772, t + 32773, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

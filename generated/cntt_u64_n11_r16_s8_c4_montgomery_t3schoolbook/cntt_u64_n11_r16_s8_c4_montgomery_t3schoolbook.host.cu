// nttgen: cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook (generated; do not edit)
// command: codegen emit --spec generated/specs/cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook.toml --out generated/cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook
//
// Host launch functions declared in cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook.h. Build with nvcc, e.g.
//   nvcc -arch=sm_90 -std=c++17 -c cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook.host.cu

#include <string.h>
#include "cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook.h"

namespace nttgen_cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook {
#include "cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook.cu"
}

namespace {

typedef nttgen_cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook::word_t word_t;
typedef nttgen_cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook::ModConst ModConst;

bool bad_batch(unsigned batch) { return batch == 0 || batch > 65535u; }
bool misaligned(const void* p) { return (reinterpret_cast<uintptr_t>(p) & 15u) != 0; }

}  // namespace

extern "C" cudaError_t cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_upload_tables(const void* bytes, size_t len, cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_word** tables, cudaStream_t stream) {
    const size_t want = (size_t)CNTT_U64_N11_R16_S8_C4_MONTGOMERY_T3SCHOOLBOOK_TABLE_WORDS * CNTT_U64_N11_R16_S8_C4_MONTGOMERY_T3SCHOOLBOOK_WORD_BYTES;
    if (bytes == NULL || tables == NULL || len != want) return cudaErrorInvalidValue;
    // The file of another spec: its first tower's prime differs.
    cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_word q0;
    memcpy(&q0, bytes, sizeof q0);
    if ((uint64_t)q0 != CNTT_U64_N11_R16_S8_C4_MONTGOMERY_T3SCHOOLBOOK_PRIMES[0]) return cudaErrorInvalidValue;
    cudaError_t e = cudaMalloc((void**)tables, want);
    if (e != cudaSuccess) return e;
    e = cudaMemcpyAsync(*tables, bytes, want, cudaMemcpyHostToDevice, stream);
    if (e != cudaSuccess) { cudaFree(*tables); *tables = NULL; }
    return e;
}

extern "C" cudaError_t cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_forward(const cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_word* tables, cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_word* d_x, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x)) return cudaErrorMisalignedAddress;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    nttgen_cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook::cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_fwd0<<<dim3(2, batch, 1), dim3(4, 16, 1), 8704, stream>>>(reinterpret_cast<word_t*>(d_x), t + 4, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_inverse(const cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_word* tables, cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_word* d_x, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x)) return cudaErrorMisalignedAddress;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    nttgen_cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook::cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_inv0<<<dim3(2, batch, 1), dim3(4, 16, 1), 8704, stream>>>(reinterpret_cast<word_t*>(d_x), t + 2052, t + 4100, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_pointwise(const cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_word* tables, cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_word* d_x, cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_word* d_y, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || d_y == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x) || misaligned(d_y)) return cudaErrorMisalignedAddress;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    nttgen_cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook::cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_pw<<<dim3(2, batch, 1), dim3(128, 1, 1), 0, stream>>>(reinterpret_cast<word_t*>(d_x), reinterpret_cast<word_t*>(d_y), t + 4101, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_polymul(const cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_word* tables, cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_word* d_x, cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_word* d_y, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || d_y == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x) || misaligned(d_y)) return cudaErrorMisalignedAddress;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    nttgen_cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook::cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_fwd0<<<dim3(2, batch, 1), dim3(4, 16, 1), 8704, stream>>>(reinterpret_cast<word_t*>(d_x), t + 4, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook::cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_fwd0<<<dim3(2, batch, 1), dim3(4, 16, 1), 8704, stream>>>(reinterpret_cast<word_t*>(d_y), t + 4, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook::cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_pw<<<dim3(2, batch, 1), dim3(128, 1, 1), 0, stream>>>(reinterpret_cast<word_t*>(d_x), reinterpret_cast<word_t*>(d_y), t + 4101, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook::cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_inv0<<<dim3(2, batch, 1), dim3(4, 16, 1), 8704, stream>>>(reinterpret_cast<word_t*>(d_x), t + 2052, t + 4100, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

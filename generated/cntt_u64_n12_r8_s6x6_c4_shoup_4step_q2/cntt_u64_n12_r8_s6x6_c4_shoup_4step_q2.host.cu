// nttgen: cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2 (generated; do not edit)
// command: codegen emit --spec generated/specs/cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2.toml --out generated/cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2
//
// Host launch functions declared in cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2.h. Build with nvcc, e.g.
//   nvcc -arch=sm_90 -std=c++17 -c cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2.host.cu

#include <string.h>
#include "cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2.h"

namespace nttgen_cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2 {
#include "cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2.cu"
}

namespace {

typedef nttgen_cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2::word_t word_t;
typedef nttgen_cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2::ModConst ModConst;

bool bad_batch(unsigned batch) { return batch == 0 || batch > 65535u; }
bool misaligned(const void* p) { return (reinterpret_cast<uintptr_t>(p) & 15u) != 0; }

}  // namespace

extern "C" cudaError_t cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2_upload_tables(const void* bytes, size_t len, cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2_word** tables, cudaStream_t stream) {
    const size_t want = (size_t)CNTT_U64_N12_R8_S6X6_C4_SHOUP_4STEP_Q2_TABLE_WORDS * CNTT_U64_N12_R8_S6X6_C4_SHOUP_4STEP_Q2_WORD_BYTES;
    if (bytes == NULL || tables == NULL || len != want) return cudaErrorInvalidValue;
    // The file of another spec: its first tower's prime differs.
    cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2_word q0;
    memcpy(&q0, bytes, sizeof q0);
    if ((uint64_t)q0 != CNTT_U64_N12_R8_S6X6_C4_SHOUP_4STEP_Q2_PRIMES[0]) return cudaErrorInvalidValue;
    cudaError_t e = cudaMalloc((void**)tables, want);
    if (e != cudaSuccess) return e;
    e = cudaMemcpyAsync(*tables, bytes, want, cudaMemcpyHostToDevice, stream);
    if (e != cudaSuccess) { cudaFree(*tables); *tables = NULL; }
    return e;
}

extern "C" cudaError_t cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2_forward(const cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2_word* tables, cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2_word* d_x, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x)) return cudaErrorMisalignedAddress;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    nttgen_cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2::cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2_fwd0<<<dim3(16, batch, 2), dim3(4, 8, 1), 2176, stream>>>(reinterpret_cast<word_t*>(d_x), t + 8, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2::cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2_twist<<<dim3(32, batch, 2), dim3(128, 1, 1), 0, stream>>>(reinterpret_cast<word_t*>(d_x), t + 1032, t + 9224, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2::cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2_fwd1<<<dim3(16, batch, 2), dim3(8, 4, 1), 2176, stream>>>(reinterpret_cast<word_t*>(d_x), t + 520, t + 648, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2_inverse(const cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2_word* tables, cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2_word* d_x, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x)) return cudaErrorMisalignedAddress;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    nttgen_cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2::cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2_inv1<<<dim3(16, batch, 2), dim3(8, 4, 1), 2176, stream>>>(reinterpret_cast<word_t*>(d_x), t + 776, t + 904, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2::cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2_untwist<<<dim3(32, batch, 2), dim3(128, 1, 1), 0, stream>>>(reinterpret_cast<word_t*>(d_x), t + 17416, t + 25608, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2::cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2_inv0<<<dim3(16, batch, 2), dim3(4, 8, 1), 2176, stream>>>(reinterpret_cast<word_t*>(d_x), t + 264, t + 33800, t + 33802, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2_pointwise(const cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2_word* tables, cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2_word* d_x, cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2_word* d_y, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || d_y == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x) || misaligned(d_y)) return cudaErrorMisalignedAddress;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    nttgen_cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2::cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2_pw<<<dim3(32, batch, 2), dim3(128, 1, 1), 0, stream>>>(reinterpret_cast<word_t*>(d_x), reinterpret_cast<word_t*>(d_y), reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2_polymul(const cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2_word* tables, cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2_word* d_x, cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2_word* d_y, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || d_y == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x) || misaligned(d_y)) return cudaErrorMisalignedAddress;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    nttgen_cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2::cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2_fwd0<<<dim3(16, batch, 2), dim3(4, 8, 1), 2176, stream>>>(reinterpret_cast<word_t*>(d_x), t + 8, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2::cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2_twist<<<dim3(32, batch, 2), dim3(128, 1, 1), 0, stream>>>(reinterpret_cast<word_t*>(d_x), t + 1032, t + 9224, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2::cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2_fwd1<<<dim3(16, batch, 2), dim3(8, 4, 1), 2176, stream>>>(reinterpret_cast<word_t*>(d_x), t + 520, t + 648, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2::cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2_fwd0<<<dim3(16, batch, 2), dim3(4, 8, 1), 2176, stream>>>(reinterpret_cast<word_t*>(d_y), t + 8, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2::cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2_twist<<<dim3(32, batch, 2), dim3(128, 1, 1), 0, stream>>>(reinterpret_cast<word_t*>(d_y), t + 1032, t + 9224, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2::cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2_fwd1<<<dim3(16, batch, 2), dim3(8, 4, 1), 2176, stream>>>(reinterpret_cast<word_t*>(d_y), t + 520, t + 648, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2::cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2_pwinv1<<<dim3(16, batch, 2), dim3(8, 4, 1), 2176, stream>>>(reinterpret_cast<word_t*>(d_x), reinterpret_cast<word_t*>(d_y), t + 776, t + 904, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2::cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2_untwist<<<dim3(32, batch, 2), dim3(128, 1, 1), 0, stream>>>(reinterpret_cast<word_t*>(d_x), t + 17416, t + 25608, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2::cntt_u64_n12_r8_s6x6_c4_shoup_4step_q2_inv0<<<dim3(16, batch, 2), dim3(4, 8, 1), 2176, stream>>>(reinterpret_cast<word_t*>(d_x), t + 264, t + 33800, t + 33802, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

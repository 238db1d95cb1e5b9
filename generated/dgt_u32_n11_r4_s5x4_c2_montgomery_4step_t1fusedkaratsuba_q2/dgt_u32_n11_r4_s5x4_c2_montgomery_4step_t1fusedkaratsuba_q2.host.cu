// nttgen: dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2 (generated; do not edit)
// command: codegen emit --spec generated/specs/dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2.toml --out generated/dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2
//
// Host launch functions declared in dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2.h. Build with nvcc, e.g.
//   nvcc -arch=sm_90 -std=c++17 -c dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2.host.cu

#include <string.h>
#include "dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2.h"

namespace nttgen_dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2 {
#include "dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2.cu"
}

namespace {

typedef nttgen_dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2::word_t word_t;
typedef nttgen_dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2::ModConst ModConst;

bool bad_batch(unsigned batch) { return batch == 0 || batch > 65535u; }
bool misaligned(const void* p) { return (reinterpret_cast<uintptr_t>(p) & 15u) != 0; }

}  // namespace

extern "C" cudaError_t dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_upload_tables(const void* bytes, size_t len, dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_word** tables, cudaStream_t stream) {
    const size_t want = (size_t)DGT_U32_N11_R4_S5X4_C2_MONTGOMERY_4STEP_T1FUSEDKARATSUBA_Q2_TABLE_WORDS * DGT_U32_N11_R4_S5X4_C2_MONTGOMERY_4STEP_T1FUSEDKARATSUBA_Q2_WORD_BYTES;
    if (bytes == NULL || tables == NULL || len != want) return cudaErrorInvalidValue;
    // The file of another spec: its first tower's prime differs.
    dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_word q0;
    memcpy(&q0, bytes, sizeof q0);
    if ((uint64_t)q0 != DGT_U32_N11_R4_S5X4_C2_MONTGOMERY_4STEP_T1FUSEDKARATSUBA_Q2_PRIMES[0]) return cudaErrorInvalidValue;
    cudaError_t e = cudaMalloc((void**)tables, want);
    if (e != cudaSuccess) return e;
    e = cudaMemcpyAsync(*tables, bytes, want, cudaMemcpyHostToDevice, stream);
    if (e != cudaSuccess) { cudaFree(*tables); *tables = NULL; }
    return e;
}

extern "C" cudaError_t dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_forward(const dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_word* tables, dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_word* d_x, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x)) return cudaErrorMisalignedAddress;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    nttgen_dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2::dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_fwd0<<<dim3(16, batch, 2), dim3(2, 8, 1), 528, stream>>>(reinterpret_cast<word_t*>(d_x), t + 8, t + 8712, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2::dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_twist<<<dim3(8, batch, 2), dim3(128, 1, 1), 0, stream>>>(reinterpret_cast<word_t*>(d_x), t + 520, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2::dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_fwd1<<<dim3(32, batch, 2), dim3(2, 4, 1), 264, stream>>>(reinterpret_cast<word_t*>(d_x), t + 264, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_inverse(const dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_word* tables, dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_word* d_x, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x)) return cudaErrorMisalignedAddress;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    nttgen_dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2::dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_inv1<<<dim3(32, batch, 2), dim3(2, 4, 1), 264, stream>>>(reinterpret_cast<word_t*>(d_x), t + 392, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2::dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_untwist<<<dim3(8, batch, 2), dim3(128, 1, 1), 0, stream>>>(reinterpret_cast<word_t*>(d_x), t + 4616, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2::dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_inv0<<<dim3(16, batch, 2), dim3(2, 8, 1), 528, stream>>>(reinterpret_cast<word_t*>(d_x), t + 136, t + 12808, t + 16904, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_pointwise(const dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_word* tables, dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_word* d_x, dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_word* d_y, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || d_y == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x) || misaligned(d_y)) return cudaErrorMisalignedAddress;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    nttgen_dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2::dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_pw<<<dim3(4, batch, 2), dim3(128, 1, 1), 0, stream>>>(reinterpret_cast<word_t*>(d_x), reinterpret_cast<word_t*>(d_y), t + 16906, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_polymul(const dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_word* tables, dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_word* d_x, dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_word* d_y, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || d_y == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x) || misaligned(d_y)) return cudaErrorMisalignedAddress;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    nttgen_dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2::dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_fwd0<<<dim3(16, batch, 2), dim3(2, 8, 1), 528, stream>>>(reinterpret_cast<word_t*>(d_x), t + 8, t + 8712, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2::dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_twist<<<dim3(8, batch, 2), dim3(128, 1, 1), 0, stream>>>(reinterpret_cast<word_t*>(d_x), t + 520, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2::dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_fwd1<<<dim3(32, batch, 2), dim3(2, 4, 1), 264, stream>>>(reinterpret_cast<word_t*>(d_x), t + 264, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2::dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_fwd0<<<dim3(16, batch, 2), dim3(2, 8, 1), 528, stream>>>(reinterpret_cast<word_t*>(d_y), t + 8, t + 8712, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2::dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_twist<<<dim3(8, batch, 2), dim3(128, 1, 1), 0, stream>>>(reinterpret_cast<word_t*>(d_y), t + 520, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2::dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_fwd1<<<dim3(32, batch, 2), dim3(2, 4, 1), 264, stream>>>(reinterpret_cast<word_t*>(d_y), t + 264, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2::dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_pw<<<dim3(4, batch, 2), dim3(128, 1, 1), 0, stream>>>(reinterpret_cast<word_t*>(d_x), reinterpret_cast<word_t*>(d_y), t + 16906, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2::dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_inv1<<<dim3(32, batch, 2), dim3(2, 4, 1), 264, stream>>>(reinterpret_cast<word_t*>(d_x), t + 392, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2::dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_untwist<<<dim3(8, batch, 2), dim3(128, 1, 1), 0, stream>>>(reinterpret_cast<word_t*>(d_x), t + 4616, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2::dgt_u32_n11_r4_s5x4_c2_montgomery_4step_t1fusedkaratsuba_q2_inv0<<<dim3(16, batch, 2), dim3(2, 8, 1), 528, stream>>>(reinterpret_cast<word_t*>(d_x), t + 136, t + 12808, t + 16904, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

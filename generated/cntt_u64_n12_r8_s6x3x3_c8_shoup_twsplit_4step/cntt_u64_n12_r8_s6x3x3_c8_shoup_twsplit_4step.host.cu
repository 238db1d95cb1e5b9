// nttgen: cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step (generated; do not edit)
// command: codegen emit --spec generated/specs/cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step.toml --out generated/cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step
//
// Host launch functions declared in cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step.h. Build with nvcc, e.g.
//   nvcc -arch=sm_90 -std=c++17 -c cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step.host.cu

#include <string.h>
#include "cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step.h"

namespace nttgen_cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step {
#include "cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step.cu"
}

namespace {

typedef nttgen_cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step::word_t word_t;
typedef nttgen_cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step::ModConst ModConst;

bool bad_batch(unsigned batch) { return batch == 0 || batch > 65535u; }
bool misaligned(const void* p) { return (reinterpret_cast<uintptr_t>(p) & 15u) != 0; }

}  // namespace

extern "C" cudaError_t cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_upload_tables(const void* bytes, size_t len, cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_word** tables, cudaStream_t stream) {
    const size_t want = (size_t)CNTT_U64_N12_R8_S6X3X3_C8_SHOUP_TWSPLIT_4STEP_TABLE_WORDS * CNTT_U64_N12_R8_S6X3X3_C8_SHOUP_TWSPLIT_4STEP_WORD_BYTES;
    if (bytes == NULL || tables == NULL || len != want) return cudaErrorInvalidValue;
    // The file of another spec: its first tower's prime differs.
    cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_word q0;
    memcpy(&q0, bytes, sizeof q0);
    if ((uint64_t)q0 != CNTT_U64_N12_R8_S6X3X3_C8_SHOUP_TWSPLIT_4STEP_PRIMES[0]) return cudaErrorInvalidValue;
    cudaError_t e = cudaMalloc((void**)tables, want);
    if (e != cudaSuccess) return e;
    e = cudaMemcpyAsync(*tables, bytes, want, cudaMemcpyHostToDevice, stream);
    if (e != cudaSuccess) { cudaFree(*tables); *tables = NULL; }
    return e;
}

extern "C" cudaError_t cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_forward(const cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_word* tables, cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_word* d_x, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x)) return cudaErrorMisalignedAddress;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    nttgen_cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step::cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_fwd0<<<dim3(8, batch, 1), dim3(8, 8, 1), 4352, stream>>>(reinterpret_cast<word_t*>(d_x), t + 16644, t + 16708, t + 16740, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step::cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_twist<<<dim3(32, batch, 1), dim3(128, 1, 1), 0, stream>>>(reinterpret_cast<word_t*>(d_x), t + 260, t + 4356, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step::cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_fwd1<<<dim3(64, batch, 1), dim3(8, 1, 1), 0, stream>>>(reinterpret_cast<word_t*>(d_x), t + 16900, t + 16908, t + 16912, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step::cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_fwd2<<<dim3(64, batch, 1), dim3(1, 8, 1), 0, stream>>>(reinterpret_cast<word_t*>(d_x), t + 16900, t + 16908, t + 16912, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_inverse(const cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_word* tables, cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_word* d_x, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x)) return cudaErrorMisalignedAddress;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    nttgen_cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step::cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_inv2<<<dim3(64, batch, 1), dim3(1, 8, 1), 0, stream>>>(reinterpret_cast<word_t*>(d_x), t + 16916, t + 16924, t + 16928, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step::cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_inv1<<<dim3(64, batch, 1), dim3(8, 1, 1), 0, stream>>>(reinterpret_cast<word_t*>(d_x), t + 16916, t + 16924, t + 16928, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step::cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_untwist<<<dim3(32, batch, 1), dim3(128, 1, 1), 0, stream>>>(reinterpret_cast<word_t*>(d_x), t + 8452, t + 12548, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step::cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_inv0<<<dim3(8, batch, 1), dim3(8, 8, 1), 4352, stream>>>(reinterpret_cast<word_t*>(d_x), t + 16772, t + 16836, t + 16868, t + 16932, t + 16933, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_pointwise(const cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_word* tables, cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_word* d_x, cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_word* d_y, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || d_y == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x) || misaligned(d_y)) return cudaErrorMisalignedAddress;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    nttgen_cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step::cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_pw<<<dim3(32, batch, 1), dim3(128, 1, 1), 0, stream>>>(reinterpret_cast<word_t*>(d_x), reinterpret_cast<word_t*>(d_y), reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_polymul(const cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_word* tables, cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_word* d_x, cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_word* d_y, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || d_y == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x) || misaligned(d_y)) return cudaErrorMisalignedAddress;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    nttgen_cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step::cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_fwd0<<<dim3(8, batch, 1), dim3(8, 8, 1), 4352, stream>>>(reinterpret_cast<word_t*>(d_x), t + 16644, t + 16708, t + 16740, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step::cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_twist<<<dim3(32, batch, 1), dim3(128, 1, 1), 0, stream>>>(reinterpret_cast<word_t*>(d_x), t + 260, t + 4356, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step::cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_fwd1<<<dim3(64, batch, 1), dim3(8, 1, 1), 0, stream>>>(reinterpret_cast<word_t*>(d_x), t + 16900, t + 16908, t + 16912, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step::cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_fwd2<<<dim3(64, batch, 1), dim3(1, 8, 1), 0, stream>>>(reinterpret_cast<word_t*>(d_x), t + 16900, t + 16908, t + 16912, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step::cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_fwd0<<<dim3(8, batch, 1), dim3(8, 8, 1), 4352, stream>>>(reinterpret_cast<word_t*>(d_y), t + 16644, t + 16708, t + 16740, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step::cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_twist<<<dim3(32, batch, 1), dim3(128, 1, 1), 0, stream>>>(reinterpret_cast<word_t*>(d_y), t + 260, t + 4356, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step::cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_fwd1<<<dim3(64, batch, 1), dim3(8, 1, 1), 0, stream>>>(reinterpret_cast<word_t*>(d_y), t + 16900, t + 16908, t + 16912, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step::cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_fwd2<<<dim3(64, batch, 1), dim3(1, 8, 1), 0, stream>>>(reinterpret_cast<word_t*>(d_y), t + 16900, t + 16908, t + 16912, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step::cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_pwinv2<<<dim3(64, batch, 1), dim3(1, 8, 1), 0, stream>>>(reinterpret_cast<word_t*>(d_x), reinterpret_cast<word_t*>(d_y), t + 16916, t + 16924, t + 16928, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step::cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_inv1<<<dim3(64, batch, 1), dim3(8, 1, 1), 0, stream>>>(reinterpret_cast<word_t*>(d_x), t + 16916, t + 16924, t + 16928, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step::cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_untwist<<<dim3(32, batch, 1), dim3(128, 1, 1), 0, stream>>>(reinterpret_cast<word_t*>(d_x), t + 8452, t + 12548, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step::cntt_u64_n12_r8_s6x3x3_c8_shoup_twsplit_4step_inv0<<<dim3(8, batch, 1), dim3(8, 8, 1), 4352, stream>>>(reinterpret_cast<word_t*>(d_x), t + 16772, t + 16836, t + 16868, t + 16932, t + 16933, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

// nttgen: ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit (generated; do not edit)
// command: codegen emit --spec generated/specs/ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit.toml --out generated/ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit
//
// Host launch functions declared in ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit.h. Build with nvcc, e.g.
//   nvcc -arch=sm_90 -std=c++17 -c ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit.host.cu

#include <string.h>
#include "ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit.h"

namespace nttgen_ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit {
#include "ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit.cu"
}

namespace {

typedef nttgen_ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit::word_t word_t;
typedef nttgen_ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit::ModConst ModConst;

bool bad_batch(unsigned batch) { return batch == 0 || batch > 65535u; }
bool misaligned(const void* p) { return (reinterpret_cast<uintptr_t>(p) & 15u) != 0; }

}  // namespace

extern "C" cudaError_t ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit_upload_tables(const void* bytes, size_t len, ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit_word** tables, cudaStream_t stream) {
    const size_t want = (size_t)NTT_U64_N14_R8_S7X7_C4_BARRETTDQ_TWSPLIT_TABLE_WORDS * NTT_U64_N14_R8_S7X7_C4_BARRETTDQ_TWSPLIT_WORD_BYTES;
    if (bytes == NULL || tables == NULL || len != want) return cudaErrorInvalidValue;
    // The file of another spec: its first tower's prime differs.
    ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit_word q0;
    memcpy(&q0, bytes, sizeof q0);
    if ((uint64_t)q0 != NTT_U64_N14_R8_S7X7_C4_BARRETTDQ_TWSPLIT_PRIMES[0]) return cudaErrorInvalidValue;
    cudaError_t e = cudaMalloc((void**)tables, want);
    if (e != cudaSuccess) return e;
    e = cudaMemcpyAsync(*tables, bytes, want, cudaMemcpyHostToDevice, stream);
    if (e != cudaSuccess) { cudaFree(*tables); *tables = NULL; }
    return e;
}

extern "C" cudaError_t ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit_forward(const ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit_word* tables, ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit_word* d_x, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x)) return cudaErrorMisalignedAddress;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    nttgen_ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit::ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit_fwd0<<<dim3(32, batch, 1), dim3(4, 16, 1), 4352, stream>>>(reinterpret_cast<word_t*>(d_x), t + 32772, t + 32900, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit::ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit_fwd1<<<dim3(32, batch, 1), dim3(16, 4, 1), 4352, stream>>>(reinterpret_cast<word_t*>(d_x), t + 32772, t + 32900, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit_inverse(const ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit_word* tables, ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit_word* d_x, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x)) return cudaErrorMisalignedAddress;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    nttgen_ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit::ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit_inv1<<<dim3(32, batch, 1), dim3(16, 4, 1), 4352, stream>>>(reinterpret_cast<word_t*>(d_x), t + 33028, t + 33156, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit::ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit_inv0<<<dim3(32, batch, 1), dim3(4, 16, 1), 4352, stream>>>(reinterpret_cast<word_t*>(d_x), t + 33028, t + 33156, t + 33284, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit_pointwise(const ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit_word* tables, ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit_word* d_x, ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit_word* d_y, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || d_y == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x) || misaligned(d_y)) return cudaErrorMisalignedAddress;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    nttgen_ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit::ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit_pw<<<dim3(128, batch, 1), dim3(128, 1, 1), 0, stream>>>(reinterpret_cast<word_t*>(d_x), reinterpret_cast<word_t*>(d_y), reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

extern "C" cudaError_t ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit_polymul(const ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit_word* tables, ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit_word* d_x, ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit_word* d_y, unsigned batch, cudaStream_t stream) {
    if (tables == NULL || d_x == NULL || d_y == NULL || bad_batch(batch)) return cudaErrorInvalidValue;
    if (misaligned(tables) || misaligned(d_x) || misaligned(d_y)) return cudaErrorMisalignedAddress;
    const word_t* t = reinterpret_cast<const word_t*>(tables);
    cudaError_t e;
    nttgen_ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit::ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit_fwd0<<<dim3(32, batch, 1), dim3(4, 16, 1), 4352, stream>>>(reinterpret_cast<word_t*>(d_x), t + 32772, t + 32900, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit::ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit_fwd0<<<dim3(32, batch, 1), dim3(4, 16, 1), 4352, stream>>>(reinterpret_cast<word_t*>(d_y), t + 32772, t + 32900, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit::ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit_product1<<<dim3(32, batch, 1), dim3(16, 4, 1), 8704, stream>>>(reinterpret_cast<word_t*>(d_x), reinterpret_cast<word_t*>(d_y), t + 32772, t + 32900, t + 33028, t + 33156, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    nttgen_ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit::ntt_u64_n14_r8_s7x7_c4_barrettdq_twsplit_inv0<<<dim3(32, batch, 1), dim3(4, 16, 1), 4352, stream>>>(reinterpret_cast<word_t*>(d_x), t + 33028, t + 33156, t + 33284, reinterpret_cast<const ModConst*>(t + 0));
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    return cudaSuccess;
}

/* nttgen: ntt_u32_n8_r8_s8_c4_montgomery_twshared_q2 (generated; do not edit)
 * command: codegen emit --spec generated/specs/ntt_u32_n8_r8_s8_c4_montgomery_twshared_q2.toml --out generated/ntt_u32_n8_r8_s8_c4_montgomery_twshared_q2
 *
 * C ABI of the kernels in the .cu beside this file; the definitions are in
 * ntt_u32_n8_r8_s8_c4_montgomery_twshared_q2.host.cu (compile it with nvcc; it includes ntt_u32_n8_r8_s8_c4_montgomery_twshared_q2.cu).
 * Every buffer is device memory of batch x TOWERS x WORDS_PER_POLY words,
 * polynomial-major (batch, then tower, then coefficient). Each function
 * enqueues its launches on `stream` and returns the first CUDA error
 * (cudaErrorInvalidValue for a null pointer or a batch of 0 or over 65535;
 * cudaErrorMisalignedAddress for a pointer that is not 16-byte aligned:
 * the kernels read and write some words and tables 16 bytes at a time,
 * and cudaMalloc's pointers, offset by whole polynomials, are aligned;
 * cudaErrorInvalidResourceHandle for a stream of another CUDA context than
 * the calling thread's current one).
 * A refused argument returns before any launch: every buffer is as it was.
 * A launch error (a sticky device error, resources the device refuses)
 * after an earlier launch of the same call leaves the buffers it binds
 * partly transformed: keep a copy where the call must be retried.
 */
#ifndef NTTGEN_NTT_U32_N8_R8_S8_C4_MONTGOMERY_TWSHARED_Q2_H
#define NTTGEN_NTT_U32_N8_R8_S8_C4_MONTGOMERY_TWSHARED_Q2_H

#include <stddef.h>
#include <stdint.h>
#include <cuda_runtime_api.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef uint32_t ntt_u32_n8_r8_s8_c4_montgomery_twshared_q2_word;
#define NTT_U32_N8_R8_S8_C4_MONTGOMERY_TWSHARED_Q2_LOG_N 8u
#define NTT_U32_N8_R8_S8_C4_MONTGOMERY_TWSHARED_Q2_N 256u
#define NTT_U32_N8_R8_S8_C4_MONTGOMERY_TWSHARED_Q2_TOWERS 2u
#define NTT_U32_N8_R8_S8_C4_MONTGOMERY_TWSHARED_Q2_WORDS_PER_POLY 256u
#define NTT_U32_N8_R8_S8_C4_MONTGOMERY_TWSHARED_Q2_WORD_BYTES 4u
#define NTT_U32_N8_R8_S8_C4_MONTGOMERY_TWSHARED_Q2_TABLE_WORDS 1036u
#define NTT_U32_N8_R8_S8_C4_MONTGOMERY_TWSHARED_Q2_TRANSFORM "ntt-negacyclic"
/* NTT domain: forward output order: bit-reversed: forward output j is the evaluation at root^(2*br(j)+1) (negacyclic) or root^br(j) (cyclic, DGT), br = bit reversal of log2(length) bits.
 * Root: psi: primitive 2N-th root, g^((q-1)/2N) with g the smallest non-residue mod q. */
static const uint64_t NTT_U32_N8_R8_S8_C4_MONTGOMERY_TWSHARED_Q2_ROOTS[2] = {536638208ull, 422740851ull};
/* The prime of each tower. */
static const uint64_t NTT_U32_N8_R8_S8_C4_MONTGOMERY_TWSHARED_Q2_PRIMES[2] = {1073738753ull, 1073732609ull};

/* Copies the tables (the 4144 bytes of ntt_u32_n8_r8_s8_c4_montgomery_twshared_q2.tables.bin) into new device
 * memory (*tables; release it with cudaFree). Fails with
 * cudaErrorInvalidValue when `bytes` is not that file. A function's kernels
 * load their tables while the grid launched before them drains: write tables
 * by a copy like this one, never by the kernel launched just before. */
cudaError_t ntt_u32_n8_r8_s8_c4_montgomery_twshared_q2_upload_tables(const void* bytes, size_t len, ntt_u32_n8_r8_s8_c4_montgomery_twshared_q2_word** tables, cudaStream_t stream);

/* forward: x <- forward(x), in the plan's output order */
cudaError_t ntt_u32_n8_r8_s8_c4_montgomery_twshared_q2_forward(const ntt_u32_n8_r8_s8_c4_montgomery_twshared_q2_word* tables, ntt_u32_n8_r8_s8_c4_montgomery_twshared_q2_word* d_x, unsigned batch, cudaStream_t stream);

/* inverse: x <- inverse(x) */
cudaError_t ntt_u32_n8_r8_s8_c4_montgomery_twshared_q2_inverse(const ntt_u32_n8_r8_s8_c4_montgomery_twshared_q2_word* tables, ntt_u32_n8_r8_s8_c4_montgomery_twshared_q2_word* d_x, unsigned batch, cudaStream_t stream);

/* pointwise: x <- x (.) y in the transformed domain */
cudaError_t ntt_u32_n8_r8_s8_c4_montgomery_twshared_q2_pointwise(const ntt_u32_n8_r8_s8_c4_montgomery_twshared_q2_word* tables, ntt_u32_n8_r8_s8_c4_montgomery_twshared_q2_word* d_x, ntt_u32_n8_r8_s8_c4_montgomery_twshared_q2_word* d_y, unsigned batch, cudaStream_t stream);

/* polymul: x <- x * y in the ring, in one kernel; y is left as it was */
cudaError_t ntt_u32_n8_r8_s8_c4_montgomery_twshared_q2_polymul(const ntt_u32_n8_r8_s8_c4_montgomery_twshared_q2_word* tables, ntt_u32_n8_r8_s8_c4_montgomery_twshared_q2_word* d_x, ntt_u32_n8_r8_s8_c4_montgomery_twshared_q2_word* d_y, unsigned batch, cudaStream_t stream);

#ifdef __cplusplus
}
#endif

#endif

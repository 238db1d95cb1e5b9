/* nttgen: cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook (generated; do not edit)
 * command: codegen emit --spec generated/specs/cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook.toml --out generated/cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook
 *
 * C ABI of the kernels in the .cu beside this file; the definitions are in
 * cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook.host.cu (compile it with nvcc; it includes cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook.cu).
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
#ifndef NTTGEN_CNTT_U64_N11_R16_S8_C4_MONTGOMERY_T3SCHOOLBOOK_H
#define NTTGEN_CNTT_U64_N11_R16_S8_C4_MONTGOMERY_T3SCHOOLBOOK_H

#include <stddef.h>
#include <stdint.h>
#include <cuda_runtime_api.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef uint64_t cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_word;
#define CNTT_U64_N11_R16_S8_C4_MONTGOMERY_T3SCHOOLBOOK_LOG_N 11u
#define CNTT_U64_N11_R16_S8_C4_MONTGOMERY_T3SCHOOLBOOK_N 2048u
#define CNTT_U64_N11_R16_S8_C4_MONTGOMERY_T3SCHOOLBOOK_TOWERS 1u
#define CNTT_U64_N11_R16_S8_C4_MONTGOMERY_T3SCHOOLBOOK_WORDS_PER_POLY 2048u
#define CNTT_U64_N11_R16_S8_C4_MONTGOMERY_T3SCHOOLBOOK_WORD_BYTES 8u
#define CNTT_U64_N11_R16_S8_C4_MONTGOMERY_T3SCHOOLBOOK_TABLE_WORDS 4357u
#define CNTT_U64_N11_R16_S8_C4_MONTGOMERY_T3SCHOOLBOOK_TRANSFORM "ntt-cyclic"
/* NTT domain: forward output order: grouped (truncate = 3): n/2^3 groups of 2^3 coefficients, group j = a(x) mod (x^(2^3) - w_j) in natural order, w_j = psi^((n/M)(2 br(j)+1)) (negacyclic) or omega^((n/M) br(j)) (cyclic), M = n/2^3 groups, br over log2(M) bits.
 * Root: omega: primitive N-th root, g^((q-1)/N) with g the smallest non-residue mod q. */
static const uint64_t CNTT_U64_N11_R16_S8_C4_MONTGOMERY_T3SCHOOLBOOK_ROOTS[1] = {128823611779265813ull};
/* The prime of each tower. */
static const uint64_t CNTT_U64_N11_R16_S8_C4_MONTGOMERY_T3SCHOOLBOOK_PRIMES[1] = {1152921504606830593ull};

/* Copies the tables (the 34856 bytes of cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook.tables.bin) into new device
 * memory (*tables; release it with cudaFree). Fails with
 * cudaErrorInvalidValue when `bytes` is not that file. A function's kernels
 * load their tables while the grid launched before them drains: write tables
 * by a copy like this one, never by the kernel launched just before. */
cudaError_t cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_upload_tables(const void* bytes, size_t len, cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_word** tables, cudaStream_t stream);

/* forward: x <- forward(x), in the plan's output order */
cudaError_t cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_forward(const cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_word* tables, cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_word* d_x, unsigned batch, cudaStream_t stream);

/* inverse: x <- inverse(x) */
cudaError_t cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_inverse(const cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_word* tables, cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_word* d_x, unsigned batch, cudaStream_t stream);

/* pointwise: x <- x (.) y in the transformed domain */
cudaError_t cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_pointwise(const cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_word* tables, cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_word* d_x, cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_word* d_y, unsigned batch, cudaStream_t stream);

/* polymul: x <- x * y in the ring; y is left holding forward(y) */
cudaError_t cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_polymul(const cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_word* tables, cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_word* d_x, cntt_u64_n11_r16_s8_c4_montgomery_t3schoolbook_word* d_y, unsigned batch, cudaStream_t stream);

#ifdef __cplusplus
}
#endif

#endif

/* nttgen: dgt_u64_n12_r8_s4x3_c4_shoup_t4toomcook4 (generated; do not edit)
 * command: codegen emit --spec generated/specs/dgt_u64_n12_r8_s4x3_c4_shoup_t4toomcook4.toml --out generated/dgt_u64_n12_r8_s4x3_c4_shoup_t4toomcook4
 *
 * C ABI of the kernels in the .cu beside this file; the definitions are in
 * dgt_u64_n12_r8_s4x3_c4_shoup_t4toomcook4.host.cu (compile it with nvcc; it includes dgt_u64_n12_r8_s4x3_c4_shoup_t4toomcook4.cu).
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
#ifndef NTTGEN_DGT_U64_N12_R8_S4X3_C4_SHOUP_T4TOOMCOOK4_H
#define NTTGEN_DGT_U64_N12_R8_S4X3_C4_SHOUP_T4TOOMCOOK4_H

#include <stddef.h>
#include <stdint.h>
#include <cuda_runtime_api.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef uint64_t dgt_u64_n12_r8_s4x3_c4_shoup_t4toomcook4_word;
#define DGT_U64_N12_R8_S4X3_C4_SHOUP_T4TOOMCOOK4_LOG_N 12u
#define DGT_U64_N12_R8_S4X3_C4_SHOUP_T4TOOMCOOK4_N 4096u
#define DGT_U64_N12_R8_S4X3_C4_SHOUP_T4TOOMCOOK4_TOWERS 1u
#define DGT_U64_N12_R8_S4X3_C4_SHOUP_T4TOOMCOOK4_WORDS_PER_POLY 4096u
#define DGT_U64_N12_R8_S4X3_C4_SHOUP_T4TOOMCOOK4_WORD_BYTES 8u
#define DGT_U64_N12_R8_S4X3_C4_SHOUP_T4TOOMCOOK4_TABLE_WORDS 33294u
#define DGT_U64_N12_R8_S4X3_C4_SHOUP_T4TOOMCOOK4_TRANSFORM "dgt"
/* NTT domain: forward output order: grouped (truncate = 4): M = n/2^5 groups of 2^4 Gaussians, group j = x'(y) mod (y^(2^4) - w_j) in natural order, x'_k = h^k (a_k + i a_(k+n/2)) the twisted fold, w_j = g^((n/2M) br(j)), br over log2(M) bits.
 * Root: Gaussian roots of the DGT (see `codegen explain`). */
/* The prime of each tower. */
static const uint64_t DGT_U64_N12_R8_S4X3_C4_SHOUP_T4TOOMCOOK4_PRIMES[1] = {1152921504606830593ull};

/* Copies the tables (the 266352 bytes of dgt_u64_n12_r8_s4x3_c4_shoup_t4toomcook4.tables.bin) into new device
 * memory (*tables; release it with cudaFree). Fails with
 * cudaErrorInvalidValue when `bytes` is not that file. A function's kernels
 * load their tables while the grid launched before them drains: write tables
 * by a copy like this one, never by the kernel launched just before. */
cudaError_t dgt_u64_n12_r8_s4x3_c4_shoup_t4toomcook4_upload_tables(const void* bytes, size_t len, dgt_u64_n12_r8_s4x3_c4_shoup_t4toomcook4_word** tables, cudaStream_t stream);

/* forward: x <- forward(x), in the plan's output order */
cudaError_t dgt_u64_n12_r8_s4x3_c4_shoup_t4toomcook4_forward(const dgt_u64_n12_r8_s4x3_c4_shoup_t4toomcook4_word* tables, dgt_u64_n12_r8_s4x3_c4_shoup_t4toomcook4_word* d_x, unsigned batch, cudaStream_t stream);

/* inverse: x <- inverse(x) */
cudaError_t dgt_u64_n12_r8_s4x3_c4_shoup_t4toomcook4_inverse(const dgt_u64_n12_r8_s4x3_c4_shoup_t4toomcook4_word* tables, dgt_u64_n12_r8_s4x3_c4_shoup_t4toomcook4_word* d_x, unsigned batch, cudaStream_t stream);

/* pointwise: x <- x (.) y in the transformed domain */
cudaError_t dgt_u64_n12_r8_s4x3_c4_shoup_t4toomcook4_pointwise(const dgt_u64_n12_r8_s4x3_c4_shoup_t4toomcook4_word* tables, dgt_u64_n12_r8_s4x3_c4_shoup_t4toomcook4_word* d_x, dgt_u64_n12_r8_s4x3_c4_shoup_t4toomcook4_word* d_y, unsigned batch, cudaStream_t stream);

/* polymul: x <- x * y in the ring; y is left holding forward(y) */
cudaError_t dgt_u64_n12_r8_s4x3_c4_shoup_t4toomcook4_polymul(const dgt_u64_n12_r8_s4x3_c4_shoup_t4toomcook4_word* tables, dgt_u64_n12_r8_s4x3_c4_shoup_t4toomcook4_word* d_x, dgt_u64_n12_r8_s4x3_c4_shoup_t4toomcook4_word* d_y, unsigned batch, cudaStream_t stream);

#ifdef __cplusplus
}
#endif

#endif

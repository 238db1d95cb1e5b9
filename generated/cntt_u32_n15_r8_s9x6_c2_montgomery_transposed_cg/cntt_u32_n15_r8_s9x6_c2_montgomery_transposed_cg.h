/* nttgen: cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg (generated; do not edit)
 * command: codegen emit --spec generated/specs/cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg.toml --out generated/cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg
 *
 * C ABI of the kernels in the .cu beside this file; the definitions are in
 * cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg.host.cu (compile it with nvcc; it includes cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg.cu).
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
#ifndef NTTGEN_CNTT_U32_N15_R8_S9X6_C2_MONTGOMERY_TRANSPOSED_CG_H
#define NTTGEN_CNTT_U32_N15_R8_S9X6_C2_MONTGOMERY_TRANSPOSED_CG_H

#include <stddef.h>
#include <stdint.h>
#include <cuda_runtime_api.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef uint32_t cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_word;
#define CNTT_U32_N15_R8_S9X6_C2_MONTGOMERY_TRANSPOSED_CG_LOG_N 15u
#define CNTT_U32_N15_R8_S9X6_C2_MONTGOMERY_TRANSPOSED_CG_N 32768u
#define CNTT_U32_N15_R8_S9X6_C2_MONTGOMERY_TRANSPOSED_CG_TOWERS 1u
#define CNTT_U32_N15_R8_S9X6_C2_MONTGOMERY_TRANSPOSED_CG_WORDS_PER_POLY 32768u
#define CNTT_U32_N15_R8_S9X6_C2_MONTGOMERY_TRANSPOSED_CG_WORD_BYTES 4u
#define CNTT_U32_N15_R8_S9X6_C2_MONTGOMERY_TRANSPOSED_CG_TABLE_WORDS 65542u
#define CNTT_U32_N15_R8_S9X6_C2_MONTGOMERY_TRANSPOSED_CG_TRANSFORM "ntt-cyclic"
/* NTT domain: forward output order: bit-reversed: forward output j is the evaluation at root^(2*br(j)+1) (negacyclic) or root^br(j) (cyclic, DGT), br = bit reversal of log2(length) bits.
 * Root: omega: primitive N-th root, g^((q-1)/N) with g the smallest non-residue mod q. */
static const uint64_t CNTT_U32_N15_R8_S9X6_C2_MONTGOMERY_TRANSPOSED_CG_ROOTS[1] = {269685106ull};
/* The prime of each tower. */
static const uint64_t CNTT_U32_N15_R8_S9X6_C2_MONTGOMERY_TRANSPOSED_CG_PRIMES[1] = {1073643521ull};

/* Copies the tables (the 262168 bytes of cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg.tables.bin) into new device
 * memory (*tables; release it with cudaFree). Fails with
 * cudaErrorInvalidValue when `bytes` is not that file. A function's kernels
 * load their tables while the grid launched before them drains: write tables
 * by a copy like this one, never by the kernel launched just before. */
cudaError_t cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_upload_tables(const void* bytes, size_t len, cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_word** tables, cudaStream_t stream);

/* forward: x <- forward(x), in the plan's output order */
cudaError_t cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_forward(const cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_word* tables, cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_word* d_x, cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_word* d_s0, unsigned batch, cudaStream_t stream);

/* inverse: x <- inverse(x) */
cudaError_t cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_inverse(const cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_word* tables, cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_word* d_x, cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_word* d_s0, unsigned batch, cudaStream_t stream);

/* pointwise: x <- x (.) y in the transformed domain */
cudaError_t cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_pointwise(const cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_word* tables, cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_word* d_x, cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_word* d_y, unsigned batch, cudaStream_t stream);

/* polymul: x <- x * y in the ring; y is left holding forward(y) */
cudaError_t cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_polymul(const cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_word* tables, cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_word* d_x, cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_word* d_y, cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_word* d_s0, unsigned batch, cudaStream_t stream);

/* forward_coop: x <- forward(x), in the plan's output order, in one launch (used where the whole grid fits the GPU at once) */
cudaError_t cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_forward_coop(const cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_word* tables, cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_word* d_x, cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_word* d_s0, unsigned batch, cudaStream_t stream);

/* inverse_coop: x <- inverse(x), in one launch (used where the whole grid fits the GPU at once) */
cudaError_t cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_inverse_coop(const cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_word* tables, cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_word* d_x, cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_word* d_s0, unsigned batch, cudaStream_t stream);

/* polymul_coop: x <- x * y in the ring; y is left holding forward(y), in one launch (used where the whole grid fits the GPU at once) */
cudaError_t cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_polymul_coop(const cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_word* tables, cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_word* d_x, cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_word* d_y, cntt_u32_n15_r8_s9x6_c2_montgomery_transposed_cg_word* d_s0, unsigned batch, cudaStream_t stream);

#ifdef __cplusplus
}
#endif

#endif

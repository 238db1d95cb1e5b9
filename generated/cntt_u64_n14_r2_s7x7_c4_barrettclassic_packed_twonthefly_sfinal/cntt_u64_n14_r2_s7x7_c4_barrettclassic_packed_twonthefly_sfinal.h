/* nttgen: cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal (generated; do not edit)
 * command: codegen emit --spec generated/specs/cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal.toml --out generated/cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal
 *
 * C ABI of the kernels in the .cu beside this file; the definitions are in
 * cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal.host.cu (compile it with nvcc; it includes cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal.cu).
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
#ifndef NTTGEN_CNTT_U64_N14_R2_S7X7_C4_BARRETTCLASSIC_PACKED_TWONTHEFLY_SFINAL_H
#define NTTGEN_CNTT_U64_N14_R2_S7X7_C4_BARRETTCLASSIC_PACKED_TWONTHEFLY_SFINAL_H

#include <stddef.h>
#include <stdint.h>
#include <cuda_runtime_api.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef uint64_t cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_word;
#define CNTT_U64_N14_R2_S7X7_C4_BARRETTCLASSIC_PACKED_TWONTHEFLY_SFINAL_LOG_N 14u
#define CNTT_U64_N14_R2_S7X7_C4_BARRETTCLASSIC_PACKED_TWONTHEFLY_SFINAL_N 16384u
#define CNTT_U64_N14_R2_S7X7_C4_BARRETTCLASSIC_PACKED_TWONTHEFLY_SFINAL_TOWERS 1u
#define CNTT_U64_N14_R2_S7X7_C4_BARRETTCLASSIC_PACKED_TWONTHEFLY_SFINAL_WORDS_PER_POLY 16384u
#define CNTT_U64_N14_R2_S7X7_C4_BARRETTCLASSIC_PACKED_TWONTHEFLY_SFINAL_WORD_BYTES 8u
#define CNTT_U64_N14_R2_S7X7_C4_BARRETTCLASSIC_PACKED_TWONTHEFLY_SFINAL_TABLE_WORDS 32802u
#define CNTT_U64_N14_R2_S7X7_C4_BARRETTCLASSIC_PACKED_TWONTHEFLY_SFINAL_TRANSFORM "ntt-cyclic"
/* NTT domain: forward output order: bit-reversed: forward output j is the evaluation at root^(2*br(j)+1) (negacyclic) or root^br(j) (cyclic, DGT), br = bit reversal of log2(length) bits.
 * Root: omega: primitive N-th root, g^((q-1)/N) with g the smallest non-residue mod q. */
static const uint64_t CNTT_U64_N14_R2_S7X7_C4_BARRETTCLASSIC_PACKED_TWONTHEFLY_SFINAL_ROOTS[1] = {527760526715669589ull};
/* The prime of each tower. */
static const uint64_t CNTT_U64_N14_R2_S7X7_C4_BARRETTCLASSIC_PACKED_TWONTHEFLY_SFINAL_PRIMES[1] = {1152921504606830593ull};

/* Copies the tables (the 262416 bytes of cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal.tables.bin) into new device
 * memory (*tables; release it with cudaFree). Fails with
 * cudaErrorInvalidValue when `bytes` is not that file. A function's kernels
 * load their tables while the grid launched before them drains: write tables
 * by a copy like this one, never by the kernel launched just before. */
cudaError_t cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_upload_tables(const void* bytes, size_t len, cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_word** tables, cudaStream_t stream);

/* forward: x <- forward(x), in the plan's output order */
cudaError_t cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_forward(const cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_word* tables, cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_word* d_x, cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_word* d_s0, unsigned batch, cudaStream_t stream);

/* inverse: x <- inverse(x) */
cudaError_t cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_inverse(const cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_word* tables, cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_word* d_x, cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_word* d_s0, unsigned batch, cudaStream_t stream);

/* pointwise: x <- x (.) y in the transformed domain */
cudaError_t cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_pointwise(const cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_word* tables, cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_word* d_x, cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_word* d_y, unsigned batch, cudaStream_t stream);

/* polymul: x <- x * y in the ring; y is left holding forward(y) */
cudaError_t cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_polymul(const cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_word* tables, cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_word* d_x, cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_word* d_y, cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_word* d_s0, unsigned batch, cudaStream_t stream);

/* forward_coop: x <- forward(x), in the plan's output order, in one launch (used where the whole grid fits the GPU at once) */
cudaError_t cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_forward_coop(const cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_word* tables, cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_word* d_x, cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_word* d_s0, unsigned batch, cudaStream_t stream);

/* inverse_coop: x <- inverse(x), in one launch (used where the whole grid fits the GPU at once) */
cudaError_t cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_inverse_coop(const cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_word* tables, cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_word* d_x, cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_word* d_s0, unsigned batch, cudaStream_t stream);

/* polymul_coop: x <- x * y in the ring; y is left holding forward(y), in one launch (used where the whole grid fits the GPU at once) */
cudaError_t cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_polymul_coop(const cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_word* tables, cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_word* d_x, cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_word* d_y, cntt_u64_n14_r2_s7x7_c4_barrettclassic_packed_twonthefly_sfinal_word* d_s0, unsigned batch, cudaStream_t stream);

#ifdef __cplusplus
}
#endif

#endif

/* nttgen: ntt_u64_n12_r4_s6x6_c4_montgomery_twregistershuffle_4step (generated; do not edit)
 * command: codegen emit --spec generated/specs/ntt_u64_n12_r4_s6x6_c4_montgomery_twregistershuffle_4step.toml --out generated/ntt_u64_n12_r4_s6x6_c4_montgomery_twregistershuffle_4step
 *
 * C ABI of the kernels in the .cu beside this file; the definitions are in
 * ntt_u64_n12_r4_s6x6_c4_montgomery_twregistershuffle_4step.host.cu (compile it with nvcc; it includes ntt_u64_n12_r4_s6x6_c4_montgomery_twregistershuffle_4step.cu).
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
#ifndef NTTGEN_NTT_U64_N12_R4_S6X6_C4_MONTGOMERY_TWREGISTERSHUFFLE_4STEP_H
#define NTTGEN_NTT_U64_N12_R4_S6X6_C4_MONTGOMERY_TWREGISTERSHUFFLE_4STEP_H

#include <stddef.h>
#include <stdint.h>
#include <cuda_runtime_api.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef uint64_t ntt_u64_n12_r4_s6x6_c4_montgomery_twregistershuffle_4step_word;
#define NTT_U64_N12_R4_S6X6_C4_MONTGOMERY_TWREGISTERSHUFFLE_4STEP_LOG_N 12u
#define NTT_U64_N12_R4_S6X6_C4_MONTGOMERY_TWREGISTERSHUFFLE_4STEP_N 4096u
#define NTT_U64_N12_R4_S6X6_C4_MONTGOMERY_TWREGISTERSHUFFLE_4STEP_TOWERS 1u
#define NTT_U64_N12_R4_S6X6_C4_MONTGOMERY_TWREGISTERSHUFFLE_4STEP_WORDS_PER_POLY 4096u
#define NTT_U64_N12_R4_S6X6_C4_MONTGOMERY_TWREGISTERSHUFFLE_4STEP_WORD_BYTES 8u
#define NTT_U64_N12_R4_S6X6_C4_MONTGOMERY_TWREGISTERSHUFFLE_4STEP_TABLE_WORDS 8453u
#define NTT_U64_N12_R4_S6X6_C4_MONTGOMERY_TWREGISTERSHUFFLE_4STEP_TRANSFORM "ntt-negacyclic"
/* NTT domain: forward output order: bit-reversed: forward output j is the evaluation at root^(2*br(j)+1) (negacyclic) or root^br(j) (cyclic, DGT), br = bit reversal of log2(length) bits.
 * Root: psi: primitive 2N-th root, g^((q-1)/2N) with g the smallest non-residue mod q. */
static const uint64_t NTT_U64_N12_R4_S6X6_C4_MONTGOMERY_TWREGISTERSHUFFLE_4STEP_ROOTS[1] = {1094367314627419ull};
/* The prime of each tower. */
static const uint64_t NTT_U64_N12_R4_S6X6_C4_MONTGOMERY_TWREGISTERSHUFFLE_4STEP_PRIMES[1] = {1125899906826241ull};

/* Copies the tables (the 67624 bytes of ntt_u64_n12_r4_s6x6_c4_montgomery_twregistershuffle_4step.tables.bin) into new device
 * memory (*tables; release it with cudaFree). Fails with
 * cudaErrorInvalidValue when `bytes` is not that file. A function's kernels
 * load their tables while the grid launched before them drains: write tables
 * by a copy like this one, never by the kernel launched just before. */
cudaError_t ntt_u64_n12_r4_s6x6_c4_montgomery_twregistershuffle_4step_upload_tables(const void* bytes, size_t len, ntt_u64_n12_r4_s6x6_c4_montgomery_twregistershuffle_4step_word** tables, cudaStream_t stream);

/* forward: x <- forward(x), in the plan's output order */
cudaError_t ntt_u64_n12_r4_s6x6_c4_montgomery_twregistershuffle_4step_forward(const ntt_u64_n12_r4_s6x6_c4_montgomery_twregistershuffle_4step_word* tables, ntt_u64_n12_r4_s6x6_c4_montgomery_twregistershuffle_4step_word* d_x, unsigned batch, cudaStream_t stream);

/* inverse: x <- inverse(x) */
cudaError_t ntt_u64_n12_r4_s6x6_c4_montgomery_twregistershuffle_4step_inverse(const ntt_u64_n12_r4_s6x6_c4_montgomery_twregistershuffle_4step_word* tables, ntt_u64_n12_r4_s6x6_c4_montgomery_twregistershuffle_4step_word* d_x, unsigned batch, cudaStream_t stream);

/* pointwise: x <- x (.) y in the transformed domain */
cudaError_t ntt_u64_n12_r4_s6x6_c4_montgomery_twregistershuffle_4step_pointwise(const ntt_u64_n12_r4_s6x6_c4_montgomery_twregistershuffle_4step_word* tables, ntt_u64_n12_r4_s6x6_c4_montgomery_twregistershuffle_4step_word* d_x, ntt_u64_n12_r4_s6x6_c4_montgomery_twregistershuffle_4step_word* d_y, unsigned batch, cudaStream_t stream);

/* polymul: x <- x * y in the ring; y is left holding forward(y) */
cudaError_t ntt_u64_n12_r4_s6x6_c4_montgomery_twregistershuffle_4step_polymul(const ntt_u64_n12_r4_s6x6_c4_montgomery_twregistershuffle_4step_word* tables, ntt_u64_n12_r4_s6x6_c4_montgomery_twregistershuffle_4step_word* d_x, ntt_u64_n12_r4_s6x6_c4_montgomery_twregistershuffle_4step_word* d_y, unsigned batch, cudaStream_t stream);

#ifdef __cplusplus
}
#endif

#endif

/* nttgen: ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3 (generated; do not edit)
 * command: codegen emit --spec generated/specs/ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3.toml --out generated/ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3
 *
 * C ABI of the kernels in the .cu beside this file; the definitions are in
 * ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3.host.cu (compile it with nvcc; it includes ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3.cu).
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
 * d_counters (the streamed forward, stream_lag) is not data: batch x towers
 * + 1 words (towers as the call passes them), zeroed once when allocated
 * (cudaMemsetAsync); every call leaves them zeroed. Calls that may run at
 * once (on different streams) need a set each.
 */
#ifndef NTTGEN_NTT_U32_N13_R4_S7X6_C4_MONTGOMERY_WSI_SL4_Q3_H
#define NTTGEN_NTT_U32_N13_R4_S7X6_C4_MONTGOMERY_WSI_SL4_Q3_H

#include <stddef.h>
#include <stdint.h>
#include <cuda_runtime_api.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef uint32_t ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_word;
#define NTT_U32_N13_R4_S7X6_C4_MONTGOMERY_WSI_SL4_Q3_LOG_N 13u
#define NTT_U32_N13_R4_S7X6_C4_MONTGOMERY_WSI_SL4_Q3_N 8192u
#define NTT_U32_N13_R4_S7X6_C4_MONTGOMERY_WSI_SL4_Q3_TOWERS 3u
#define NTT_U32_N13_R4_S7X6_C4_MONTGOMERY_WSI_SL4_Q3_WORDS_PER_POLY 8192u
#define NTT_U32_N13_R4_S7X6_C4_MONTGOMERY_WSI_SL4_Q3_WORD_BYTES 4u
#define NTT_U32_N13_R4_S7X6_C4_MONTGOMERY_WSI_SL4_Q3_TABLE_WORDS 49170u
#define NTT_U32_N13_R4_S7X6_C4_MONTGOMERY_WSI_SL4_Q3_TRANSFORM "ntt-negacyclic"
/* NTT domain: forward output order: bit-reversed: forward output j is the evaluation at root^(2*br(j)+1) (negacyclic) or root^br(j) (cyclic, DGT), br = bit reversal of log2(length) bits.
 * Root: psi: primitive 2N-th root, g^((q-1)/2N) with g the smallest non-residue mod q. */
static const uint64_t NTT_U32_N13_R4_S7X6_C4_MONTGOMERY_WSI_SL4_Q3_ROOTS[3] = {1035643497ull, 235155491ull, 87457091ull};
/* The prime of each tower. */
static const uint64_t NTT_U32_N13_R4_S7X6_C4_MONTGOMERY_WSI_SL4_Q3_PRIMES[3] = {1073692673ull, 1073643521ull, 1073479681ull};

/* Copies the tables (the 196680 bytes of ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3.tables.bin) into new device
 * memory (*tables; release it with cudaFree). Fails with
 * cudaErrorInvalidValue when `bytes` is not that file. A function's kernels
 * load their tables while the grid launched before them drains: write tables
 * by a copy like this one, never by the kernel launched just before. */
cudaError_t ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_upload_tables(const void* bytes, size_t len, ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_word** tables, cudaStream_t stream);

/* forward: x <- forward(x), in the plan's output order, the two kernels as one streamed launch (the second's blocks of a polynomial 4 polynomials behind the first's) */
cudaError_t ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_forward(const ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_word* tables, ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_word* d_x, ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_word* d_counters, unsigned batch, cudaStream_t stream);

/* inverse: x <- inverse(x) */
cudaError_t ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_inverse(const ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_word* tables, ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_word* d_x, unsigned batch, cudaStream_t stream);

/* pointwise: x <- x (.) y in the transformed domain */
cudaError_t ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_pointwise(const ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_word* tables, ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_word* d_x, ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_word* d_y, unsigned batch, cudaStream_t stream);

/* polymul: x <- x * y in the ring; y is left partly transformed (scratch) */
cudaError_t ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_polymul(const ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_word* tables, ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_word* d_x, ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_word* d_y, unsigned batch, cudaStream_t stream);

/* forward_coop: x <- forward(x), in the plan's output order, in one launch (used where the whole grid fits the GPU at once) */
cudaError_t ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_forward_coop(const ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_word* tables, ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_word* d_x, unsigned batch, cudaStream_t stream);

/* inverse_coop: x <- inverse(x), in one launch (used where the whole grid fits the GPU at once) */
cudaError_t ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_inverse_coop(const ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_word* tables, ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_word* d_x, unsigned batch, cudaStream_t stream);

/* polymul_coop: x <- x * y in the ring; y is left partly transformed (scratch), in one launch (used where the whole grid fits the GPU at once) */
cudaError_t ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_polymul_coop(const ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_word* tables, ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_word* d_x, ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_word* d_y, unsigned batch, cudaStream_t stream);

#ifdef __cplusplus
}
#endif

#endif

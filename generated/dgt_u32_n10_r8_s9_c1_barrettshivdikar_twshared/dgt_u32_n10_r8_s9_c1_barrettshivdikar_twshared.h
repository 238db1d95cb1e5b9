/* nttgen: dgt_u32_n10_r8_s9_c1_barrettshivdikar_twshared (generated; do not edit)
 * command: codegen emit --spec generated/specs/dgt_u32_n10_r8_s9_c1_barrettshivdikar_twshared.toml --out generated/dgt_u32_n10_r8_s9_c1_barrettshivdikar_twshared
 *
 * C ABI of the kernels in the .cu beside this file; the definitions are in
 * dgt_u32_n10_r8_s9_c1_barrettshivdikar_twshared.host.cu (compile it with nvcc; it includes dgt_u32_n10_r8_s9_c1_barrettshivdikar_twshared.cu).
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
#ifndef NTTGEN_DGT_U32_N10_R8_S9_C1_BARRETTSHIVDIKAR_TWSHARED_H
#define NTTGEN_DGT_U32_N10_R8_S9_C1_BARRETTSHIVDIKAR_TWSHARED_H

#include <stddef.h>
#include <stdint.h>
#include <cuda_runtime_api.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef uint32_t dgt_u32_n10_r8_s9_c1_barrettshivdikar_twshared_word;
#define DGT_U32_N10_R8_S9_C1_BARRETTSHIVDIKAR_TWSHARED_LOG_N 10u
#define DGT_U32_N10_R8_S9_C1_BARRETTSHIVDIKAR_TWSHARED_N 1024u
#define DGT_U32_N10_R8_S9_C1_BARRETTSHIVDIKAR_TWSHARED_TOWERS 1u
#define DGT_U32_N10_R8_S9_C1_BARRETTSHIVDIKAR_TWSHARED_WORDS_PER_POLY 1024u
#define DGT_U32_N10_R8_S9_C1_BARRETTSHIVDIKAR_TWSHARED_WORD_BYTES 4u
#define DGT_U32_N10_R8_S9_C1_BARRETTSHIVDIKAR_TWSHARED_TABLE_WORDS 4101u
#define DGT_U32_N10_R8_S9_C1_BARRETTSHIVDIKAR_TWSHARED_TRANSFORM "dgt"
/* NTT domain: forward output order: bit-reversed: forward output j is the evaluation at root^(2*br(j)+1) (negacyclic) or root^br(j) (cyclic, DGT), br = bit reversal of log2(length) bits.
 * Root: Gaussian roots of the DGT (see `codegen explain`). */
/* The prime of each tower. */
static const uint64_t DGT_U32_N10_R8_S9_C1_BARRETTSHIVDIKAR_TWSHARED_PRIMES[1] = {1073707009ull};

/* Copies the tables (the 16404 bytes of dgt_u32_n10_r8_s9_c1_barrettshivdikar_twshared.tables.bin) into new device
 * memory (*tables; release it with cudaFree). Fails with
 * cudaErrorInvalidValue when `bytes` is not that file. A function's kernels
 * load their tables while the grid launched before them drains: write tables
 * by a copy like this one, never by the kernel launched just before. */
cudaError_t dgt_u32_n10_r8_s9_c1_barrettshivdikar_twshared_upload_tables(const void* bytes, size_t len, dgt_u32_n10_r8_s9_c1_barrettshivdikar_twshared_word** tables, cudaStream_t stream);

/* forward: x <- forward(x), in the plan's output order */
cudaError_t dgt_u32_n10_r8_s9_c1_barrettshivdikar_twshared_forward(const dgt_u32_n10_r8_s9_c1_barrettshivdikar_twshared_word* tables, dgt_u32_n10_r8_s9_c1_barrettshivdikar_twshared_word* d_x, unsigned batch, cudaStream_t stream);

/* inverse: x <- inverse(x) */
cudaError_t dgt_u32_n10_r8_s9_c1_barrettshivdikar_twshared_inverse(const dgt_u32_n10_r8_s9_c1_barrettshivdikar_twshared_word* tables, dgt_u32_n10_r8_s9_c1_barrettshivdikar_twshared_word* d_x, unsigned batch, cudaStream_t stream);

/* pointwise: x <- x (.) y in the transformed domain */
cudaError_t dgt_u32_n10_r8_s9_c1_barrettshivdikar_twshared_pointwise(const dgt_u32_n10_r8_s9_c1_barrettshivdikar_twshared_word* tables, dgt_u32_n10_r8_s9_c1_barrettshivdikar_twshared_word* d_x, dgt_u32_n10_r8_s9_c1_barrettshivdikar_twshared_word* d_y, unsigned batch, cudaStream_t stream);

/* polymul: x <- x * y in the ring; y is left holding forward(y) */
cudaError_t dgt_u32_n10_r8_s9_c1_barrettshivdikar_twshared_polymul(const dgt_u32_n10_r8_s9_c1_barrettshivdikar_twshared_word* tables, dgt_u32_n10_r8_s9_c1_barrettshivdikar_twshared_word* d_x, dgt_u32_n10_r8_s9_c1_barrettshivdikar_twshared_word* d_y, unsigned batch, cudaStream_t stream);

#ifdef __cplusplus
}
#endif

#endif

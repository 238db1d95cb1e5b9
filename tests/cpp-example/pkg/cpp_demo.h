/* nttgen: cpp_demo (generated; do not edit)
 * command: codegen emit --spec tests/cpp-example/spec.toml --out tests/cpp-example/pkg
 *
 * C ABI of the kernels in the .cu beside this file; the definitions are in
 * cpp_demo.host.cu (compile it with nvcc; it includes cpp_demo.cu).
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
#ifndef NTTGEN_CPP_DEMO_H
#define NTTGEN_CPP_DEMO_H

#include <stddef.h>
#include <stdint.h>
#include <cuda_runtime_api.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef uint64_t cpp_demo_word;
#define CPP_DEMO_LOG_N 12u
#define CPP_DEMO_N 4096u
#define CPP_DEMO_TOWERS 2u
#define CPP_DEMO_WORDS_PER_POLY 4096u
#define CPP_DEMO_WORD_BYTES 8u
#define CPP_DEMO_TABLE_WORDS 32784u
#define CPP_DEMO_TRANSFORM "ntt-negacyclic"
/* NTT domain: forward output order: bit-reversed: forward output j is the evaluation at root^(2*br(j)+1) (negacyclic) or root^br(j) (cyclic, DGT), br = bit reversal of log2(length) bits.
 * Root: psi: primitive 2N-th root, g^((q-1)/2N) with g the smallest non-residue mod q. */
static const uint64_t CPP_DEMO_ROOTS[2] = {431606828070683274ull, 395468240292063984ull};
/* The prime of each tower. */
static const uint64_t CPP_DEMO_PRIMES[2] = {1152921504606830593ull, 1152921504606748673ull};

/* Copies the tables (the 262272 bytes of cpp_demo.tables.bin) into new device
 * memory (*tables; release it with cudaFree). Fails with
 * cudaErrorInvalidValue when `bytes` is not that file. A function's kernels
 * load their tables while the grid launched before them drains: write tables
 * by a copy like this one, never by the kernel launched just before. */
cudaError_t cpp_demo_upload_tables(const void* bytes, size_t len, cpp_demo_word** tables, cudaStream_t stream);

/* forward: x <- forward(x), in the plan's output order */
cudaError_t cpp_demo_forward(const cpp_demo_word* tables, cpp_demo_word* d_x, unsigned batch, cudaStream_t stream);

/* inverse: x <- inverse(x) */
cudaError_t cpp_demo_inverse(const cpp_demo_word* tables, cpp_demo_word* d_x, unsigned batch, cudaStream_t stream);

/* pointwise: x <- x (.) y in the transformed domain */
cudaError_t cpp_demo_pointwise(const cpp_demo_word* tables, cpp_demo_word* d_x, cpp_demo_word* d_y, unsigned batch, cudaStream_t stream);

/* polymul: x <- x * y in the ring; y is left partly transformed (scratch) */
cudaError_t cpp_demo_polymul(const cpp_demo_word* tables, cpp_demo_word* d_x, cpp_demo_word* d_y, unsigned batch, cudaStream_t stream);

/* forward_coop: x <- forward(x), in the plan's output order, in one launch (used where the whole grid fits the GPU at once) */
cudaError_t cpp_demo_forward_coop(const cpp_demo_word* tables, cpp_demo_word* d_x, unsigned batch, cudaStream_t stream);

/* inverse_coop: x <- inverse(x), in one launch (used where the whole grid fits the GPU at once) */
cudaError_t cpp_demo_inverse_coop(const cpp_demo_word* tables, cpp_demo_word* d_x, unsigned batch, cudaStream_t stream);

/* polymul_coop: x <- x * y in the ring; y is left partly transformed (scratch), in one launch (used where the whole grid fits the GPU at once) */
cudaError_t cpp_demo_polymul_coop(const cpp_demo_word* tables, cpp_demo_word* d_x, cpp_demo_word* d_y, unsigned batch, cudaStream_t stream);

#ifdef __cplusplus
}
#endif

#endif

/* nttgen: rt_demo (generated; do not edit)
 * command: codegen emit --spec tests/cpp-example/runtime/spec.toml --out tests/cpp-example/runtime/pkg
 *
 * C ABI of the kernels in the .cu beside this file; the definitions are in
 * rt_demo.host.cu (compile it with nvcc; it includes rt_demo.cu).
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
#ifndef NTTGEN_RT_DEMO_H
#define NTTGEN_RT_DEMO_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef uint64_t rt_demo_word;
#define RT_DEMO_LOG_N 12u
#define RT_DEMO_N 4096u
#define RT_DEMO_MAX_TOWERS 4u
#define RT_DEMO_MAX_BITS 60u
#define RT_DEMO_WORDS_PER_POLY 4096u
#define RT_DEMO_WORD_BYTES 8u
#define RT_DEMO_TABLE_WORDS_PER_TOWER 16392u
#define RT_DEMO_TRANSFORM "ntt-negacyclic"
/* NTT domain: forward output order: bit-reversed: forward output j is the evaluation at root^(2*br(j)+1) (negacyclic) or root^br(j) (cyclic, DGT), br = bit reversal of log2(length) bits.
 * Root: psi: primitive 2N-th root, g^((q-1)/2N) with g the smallest non-residue mod q. */
/* Primes chosen at run time: the kernels' spec, a template of at most
 * RT_DEMO_MAX_TOWERS primes of at most RT_DEMO_MAX_BITS bits. Build the tables for
 * your primes with nttgen_tables(RT_DEMO_SPEC, primes, towers, ...) from libcodegen.a
 * (cargo build --release -p nttgen-codegen; the bytes are towers x
 * RT_DEMO_TABLE_WORDS_PER_TOWER words), upload them with rt_demo_upload_tables and
 * pass the same `towers` to every function below, or, to run a range of
 * them (an RNS level, a key-switching base), their `_range` forms. */
#define RT_DEMO_SPEC "name = \"rt_demo\"\ntransform = \"ntt-negacyclic\"\nlog_n = 12\nword = \"u64\"\nreduction = \"shoup\"\nradix = 8\nstage_split = [6, 6]\ncluster = 16\nlayout = \"natural\"\naccess = \"classic\"\ntwiddles = \"table\"\nfour_step = false\ntruncate = 0\npointwise = \"hadamard\"\nscaling = \"merged\"\nstreams = 1\n\n[moduli.runtime]\nmax_bits = 60\nmax_towers = 4\n"
#ifndef NTTGEN_TABLES_DECLARED
#define NTTGEN_TABLES_DECLARED
/* 0: ok; 1: null argument; 2: bad spec; 3: a prime refused (err says which);
 * 4: out_bytes is not *needed; 5: internal error; 6: memory refused (err says how much). */
int nttgen_tables(const char* spec_toml, const uint64_t* primes, size_t towers, void* out, size_t out_bytes, size_t* needed, char* err, size_t err_len);
#endif

#ifdef __cplusplus
}
#endif

#ifndef RT_DEMO_TABLES_ONLY
#include <cuda_runtime_api.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Copies tables built by nttgen_tables (len: a whole number of towers,
 * 1 ..= RT_DEMO_MAX_TOWERS) into new device memory (*tables; release it with cudaFree).
 * A function's kernels load their tables while the grid launched before them drains:
 * write tables by a copy like this one, never by the kernel launched just before. */
cudaError_t rt_demo_upload_tables(const void* bytes, size_t len, rt_demo_word** tables, cudaStream_t stream);

/* forward: x <- forward(x), in the plan's output order */
cudaError_t rt_demo_forward(const rt_demo_word* tables, rt_demo_word* d_x, unsigned batch, unsigned towers, cudaStream_t stream);
/* The same on towers first .. first + towers of tables built for table_towers primes. */
cudaError_t rt_demo_forward_range(const rt_demo_word* tables, unsigned table_towers, unsigned first, rt_demo_word* d_x, unsigned batch, unsigned towers, cudaStream_t stream);

/* inverse: x <- inverse(x) */
cudaError_t rt_demo_inverse(const rt_demo_word* tables, rt_demo_word* d_x, unsigned batch, unsigned towers, cudaStream_t stream);
/* The same on towers first .. first + towers of tables built for table_towers primes. */
cudaError_t rt_demo_inverse_range(const rt_demo_word* tables, unsigned table_towers, unsigned first, rt_demo_word* d_x, unsigned batch, unsigned towers, cudaStream_t stream);

/* pointwise: x <- x (.) y in the transformed domain */
cudaError_t rt_demo_pointwise(const rt_demo_word* tables, rt_demo_word* d_x, rt_demo_word* d_y, unsigned batch, unsigned towers, cudaStream_t stream);
/* The same on towers first .. first + towers of tables built for table_towers primes. */
cudaError_t rt_demo_pointwise_range(const rt_demo_word* tables, unsigned table_towers, unsigned first, rt_demo_word* d_x, rt_demo_word* d_y, unsigned batch, unsigned towers, cudaStream_t stream);

/* polymul: x <- x * y in the ring; y is left partly transformed (scratch) */
cudaError_t rt_demo_polymul(const rt_demo_word* tables, rt_demo_word* d_x, rt_demo_word* d_y, unsigned batch, unsigned towers, cudaStream_t stream);
/* The same on towers first .. first + towers of tables built for table_towers primes. */
cudaError_t rt_demo_polymul_range(const rt_demo_word* tables, unsigned table_towers, unsigned first, rt_demo_word* d_x, rt_demo_word* d_y, unsigned batch, unsigned towers, cudaStream_t stream);

/* forward_coop: x <- forward(x), in the plan's output order, in one launch (used where the whole grid fits the GPU at once) */
cudaError_t rt_demo_forward_coop(const rt_demo_word* tables, rt_demo_word* d_x, unsigned batch, unsigned towers, cudaStream_t stream);
/* The same on towers first .. first + towers of tables built for table_towers primes. */
cudaError_t rt_demo_forward_coop_range(const rt_demo_word* tables, unsigned table_towers, unsigned first, rt_demo_word* d_x, unsigned batch, unsigned towers, cudaStream_t stream);

/* inverse_coop: x <- inverse(x), in one launch (used where the whole grid fits the GPU at once) */
cudaError_t rt_demo_inverse_coop(const rt_demo_word* tables, rt_demo_word* d_x, unsigned batch, unsigned towers, cudaStream_t stream);
/* The same on towers first .. first + towers of tables built for table_towers primes. */
cudaError_t rt_demo_inverse_coop_range(const rt_demo_word* tables, unsigned table_towers, unsigned first, rt_demo_word* d_x, unsigned batch, unsigned towers, cudaStream_t stream);

/* polymul_coop: x <- x * y in the ring; y is left partly transformed (scratch), in one launch (used where the whole grid fits the GPU at once) */
cudaError_t rt_demo_polymul_coop(const rt_demo_word* tables, rt_demo_word* d_x, rt_demo_word* d_y, unsigned batch, unsigned towers, cudaStream_t stream);
/* The same on towers first .. first + towers of tables built for table_towers primes. */
cudaError_t rt_demo_polymul_coop_range(const rt_demo_word* tables, unsigned table_towers, unsigned first, rt_demo_word* d_x, rt_demo_word* d_y, unsigned batch, unsigned towers, cudaStream_t stream);

#ifdef __cplusplus
}
#endif

#endif /* RT_DEMO_TABLES_ONLY */

#endif

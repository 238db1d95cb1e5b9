/* nttgen: ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down (generated; do not edit)
 * command: codegen emit --spec generated/specs/ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down.toml --out generated/ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down
 *
 * C ABI of the kernels in the .cu beside this file; the definitions are in
 * ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down.host.cu (compile it with nvcc; it includes ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down.cu).
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
 * A fused form's d_<constant> (docs/SPEC.md, "Fused forms") holds one word
 * per tower of the call's buffers (skipped towers too), each below its
 * tower's prime (a Shoup pair's d_<constant>_companion: floor(c * 2^64 / q)).
 * A form that skips towers leaves out skip_at .. skip_at + skip_len of the
 * buffers' towers (skip_len below them, the range within them; else
 * cudaErrorInvalidValue) and runs the others in place.
 */
#ifndef NTTGEN_NTT_U64_N16_R8_S8X8_C4_SHOUP_RT60_FZ_INVERSE_SCALE_MOD_DOWN_H
#define NTTGEN_NTT_U64_N16_R8_S8X8_C4_SHOUP_RT60_FZ_INVERSE_SCALE_MOD_DOWN_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef uint64_t ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word;
#define NTT_U64_N16_R8_S8X8_C4_SHOUP_RT60_FZ_INVERSE_SCALE_MOD_DOWN_LOG_N 16u
#define NTT_U64_N16_R8_S8X8_C4_SHOUP_RT60_FZ_INVERSE_SCALE_MOD_DOWN_N 65536u
#define NTT_U64_N16_R8_S8X8_C4_SHOUP_RT60_FZ_INVERSE_SCALE_MOD_DOWN_MAX_TOWERS 64u
#define NTT_U64_N16_R8_S8X8_C4_SHOUP_RT60_FZ_INVERSE_SCALE_MOD_DOWN_MAX_BITS 60u
#define NTT_U64_N16_R8_S8X8_C4_SHOUP_RT60_FZ_INVERSE_SCALE_MOD_DOWN_WORDS_PER_POLY 65536u
#define NTT_U64_N16_R8_S8X8_C4_SHOUP_RT60_FZ_INVERSE_SCALE_MOD_DOWN_WORD_BYTES 8u
#define NTT_U64_N16_R8_S8X8_C4_SHOUP_RT60_FZ_INVERSE_SCALE_MOD_DOWN_TABLE_WORDS_PER_TOWER 262156u
#define NTT_U64_N16_R8_S8X8_C4_SHOUP_RT60_FZ_INVERSE_SCALE_MOD_DOWN_TRANSFORM "ntt-negacyclic"
/* NTT domain: forward output order: bit-reversed: forward output j is the evaluation at root^(2*br(j)+1) (negacyclic) or root^br(j) (cyclic, DGT), br = bit reversal of log2(length) bits.
 * Root: psi: primitive 2N-th root, g^((q-1)/2N) with g the smallest non-residue mod q. */
/* Primes chosen at run time: the kernels' spec, a template of at most
 * NTT_U64_N16_R8_S8X8_C4_SHOUP_RT60_FZ_INVERSE_SCALE_MOD_DOWN_MAX_TOWERS primes of at most NTT_U64_N16_R8_S8X8_C4_SHOUP_RT60_FZ_INVERSE_SCALE_MOD_DOWN_MAX_BITS bits. Build the tables for
 * your primes with nttgen_tables(NTT_U64_N16_R8_S8X8_C4_SHOUP_RT60_FZ_INVERSE_SCALE_MOD_DOWN_SPEC, primes, towers, ...) from libcodegen.a
 * (cargo build --release -p nttgen-codegen; the bytes are towers x
 * NTT_U64_N16_R8_S8X8_C4_SHOUP_RT60_FZ_INVERSE_SCALE_MOD_DOWN_TABLE_WORDS_PER_TOWER words), upload them with ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_upload_tables and
 * pass the same `towers` to every function below, or, to run a range of
 * them (an RNS level, a key-switching base), their `_range` forms. */
#define NTT_U64_N16_R8_S8X8_C4_SHOUP_RT60_FZ_INVERSE_SCALE_MOD_DOWN_SPEC "name = \"ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down\"\ntransform = \"ntt-negacyclic\"\nlog_n = 16\nword = \"u64\"\nreduction = \"shoup\"\nradix = 8\nstage_split = [8, 8]\ncluster = 4\nlayout = \"natural\"\naccess = \"classic\"\ntwiddles = \"table\"\nfour_step = false\ntruncate = 0\npointwise = \"hadamard\"\nscaling = \"merged\"\nstreams = 1\n\n[moduli.runtime]\nmax_bits = 60\nmax_towers = 64\n\n[[fused]]\nname = \"inverse_scale\"\ntransform = \"inverse\"\n\n[[fused.epilogue]]\nop = \"mul\"\nconstant = \"scale\"\nform = \"shoup\"\n\n[[fused]]\nname = \"mod_down\"\ntransform = \"forward\"\n\n[[fused.epilogue]]\nop = \"sub-from-y\"\n\n[[fused.epilogue]]\nop = \"mul\"\nconstant = \"inv_p\"\nform = \"plain\"\n"
#ifndef NTTGEN_TABLES_DECLARED
#define NTTGEN_TABLES_DECLARED
/* 0: ok; 1: null argument; 2: bad spec; 3: a prime refused (err says which);
 * 4: out_bytes is not *needed; 5: internal error; 6: memory refused (err says how much). */
int nttgen_tables(const char* spec_toml, const uint64_t* primes, size_t towers, void* out, size_t out_bytes, size_t* needed, char* err, size_t err_len);
#endif

#ifdef __cplusplus
}
#endif

#ifndef NTT_U64_N16_R8_S8X8_C4_SHOUP_RT60_FZ_INVERSE_SCALE_MOD_DOWN_TABLES_ONLY
#include <cuda_runtime_api.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Copies tables built by nttgen_tables (len: a whole number of towers,
 * 1 ..= NTT_U64_N16_R8_S8X8_C4_SHOUP_RT60_FZ_INVERSE_SCALE_MOD_DOWN_MAX_TOWERS) into new device memory (*tables; release it with cudaFree).
 * A function's kernels load their tables while the grid launched before them drains:
 * write tables by a copy like this one, never by the kernel launched just before. */
cudaError_t ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_upload_tables(const void* bytes, size_t len, ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word** tables, cudaStream_t stream);

/* forward: x <- forward(x), in the plan's output order */
cudaError_t ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_forward(const ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* tables, ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* d_x, unsigned batch, unsigned towers, cudaStream_t stream);
/* The same on towers first .. first + towers of tables built for table_towers primes. */
cudaError_t ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_forward_range(const ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* tables, unsigned table_towers, unsigned first, ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* d_x, unsigned batch, unsigned towers, cudaStream_t stream);

/* inverse: x <- inverse(x) */
cudaError_t ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_inverse(const ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* tables, ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* d_x, unsigned batch, unsigned towers, cudaStream_t stream);
/* The same on towers first .. first + towers of tables built for table_towers primes. */
cudaError_t ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_inverse_range(const ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* tables, unsigned table_towers, unsigned first, ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* d_x, unsigned batch, unsigned towers, cudaStream_t stream);

/* pointwise: x <- x (.) y in the transformed domain */
cudaError_t ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_pointwise(const ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* tables, ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* d_x, ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* d_y, unsigned batch, unsigned towers, cudaStream_t stream);
/* The same on towers first .. first + towers of tables built for table_towers primes. */
cudaError_t ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_pointwise_range(const ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* tables, unsigned table_towers, unsigned first, ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* d_x, ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* d_y, unsigned batch, unsigned towers, cudaStream_t stream);

/* polymul: x <- x * y in the ring; y is left partly transformed (scratch) */
cudaError_t ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_polymul(const ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* tables, ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* d_x, ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* d_y, unsigned batch, unsigned towers, cudaStream_t stream);
/* The same on towers first .. first + towers of tables built for table_towers primes. */
cudaError_t ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_polymul_range(const ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* tables, unsigned table_towers, unsigned first, ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* d_x, ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* d_y, unsigned batch, unsigned towers, cudaStream_t stream);

/* forward_coop: x <- forward(x), in the plan's output order, in one launch (used where the whole grid fits the GPU at once) */
cudaError_t ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_forward_coop(const ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* tables, ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* d_x, unsigned batch, unsigned towers, cudaStream_t stream);
/* The same on towers first .. first + towers of tables built for table_towers primes. */
cudaError_t ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_forward_coop_range(const ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* tables, unsigned table_towers, unsigned first, ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* d_x, unsigned batch, unsigned towers, cudaStream_t stream);

/* inverse_coop: x <- inverse(x), in one launch (used where the whole grid fits the GPU at once) */
cudaError_t ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_inverse_coop(const ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* tables, ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* d_x, unsigned batch, unsigned towers, cudaStream_t stream);
/* The same on towers first .. first + towers of tables built for table_towers primes. */
cudaError_t ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_inverse_coop_range(const ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* tables, unsigned table_towers, unsigned first, ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* d_x, unsigned batch, unsigned towers, cudaStream_t stream);

/* polymul_coop: x <- x * y in the ring; y is left partly transformed (scratch), in one launch (used where the whole grid fits the GPU at once) */
cudaError_t ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_polymul_coop(const ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* tables, ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* d_x, ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* d_y, unsigned batch, unsigned towers, cudaStream_t stream);
/* The same on towers first .. first + towers of tables built for table_towers primes. */
cudaError_t ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_polymul_coop_range(const ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* tables, unsigned table_towers, unsigned first, ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* d_x, ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* d_y, unsigned batch, unsigned towers, cudaStream_t stream);

/* inverse_scale: x <- inverse(x); x <- v * scale[tower] (a Shoup pair); the steps in its loads and stores */
cudaError_t ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_inverse_scale(const ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* tables, ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* d_x, const ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* d_scale, const ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* d_scale_companion, unsigned batch, unsigned towers, cudaStream_t stream);
/* The same on towers first .. first + towers of tables built for table_towers primes. */
cudaError_t ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_inverse_scale_range(const ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* tables, unsigned table_towers, unsigned first, ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* d_x, const ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* d_scale, const ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* d_scale_companion, unsigned batch, unsigned towers, cudaStream_t stream);

/* inverse_scale_separate: x <- inverse(x); x <- v * scale[tower] (a Shoup pair); the steps in kernels of their own */
cudaError_t ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_inverse_scale_separate(const ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* tables, ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* d_x, const ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* d_scale, const ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* d_scale_companion, unsigned batch, unsigned towers, cudaStream_t stream);
/* The same on towers first .. first + towers of tables built for table_towers primes. */
cudaError_t ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_inverse_scale_separate_range(const ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* tables, unsigned table_towers, unsigned first, ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* d_x, const ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* d_scale, const ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* d_scale_companion, unsigned batch, unsigned towers, cudaStream_t stream);

/* mod_down: x <- forward(x); x <- y - v, then v * inv_p[tower]; the steps in its loads and stores */
cudaError_t ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_mod_down(const ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* tables, ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* d_x, ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* d_y, const ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* d_inv_p, unsigned batch, unsigned towers, cudaStream_t stream);
/* The same on towers first .. first + towers of tables built for table_towers primes. */
cudaError_t ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_mod_down_range(const ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* tables, unsigned table_towers, unsigned first, ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* d_x, ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* d_y, const ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* d_inv_p, unsigned batch, unsigned towers, cudaStream_t stream);

/* mod_down_separate: x <- forward(x); x <- y - v, then v * inv_p[tower]; the steps in kernels of their own */
cudaError_t ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_mod_down_separate(const ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* tables, ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* d_x, ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* d_y, const ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* d_inv_p, unsigned batch, unsigned towers, cudaStream_t stream);
/* The same on towers first .. first + towers of tables built for table_towers primes. */
cudaError_t ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_mod_down_separate_range(const ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* tables, unsigned table_towers, unsigned first, ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* d_x, ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* d_y, const ntt_u64_n16_r8_s8x8_c4_shoup_rt60_fz_inverse_scale_mod_down_word* d_inv_p, unsigned batch, unsigned towers, cudaStream_t stream);

#ifdef __cplusplus
}
#endif

#endif /* NTT_U64_N16_R8_S8X8_C4_SHOUP_RT60_FZ_INVERSE_SCALE_MOD_DOWN_TABLES_ONLY */

#endif

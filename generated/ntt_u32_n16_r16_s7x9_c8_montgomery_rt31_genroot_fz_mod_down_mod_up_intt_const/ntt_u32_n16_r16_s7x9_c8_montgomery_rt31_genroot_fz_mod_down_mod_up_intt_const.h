/* nttgen: ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const (generated; do not edit)
 * command: codegen emit --spec generated/specs/ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const.toml --out generated/ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const
 *
 * C ABI of the kernels in the .cu beside this file; the definitions are in
 * ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const.host.cu (compile it with nvcc; it includes ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const.cu).
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
#ifndef NTTGEN_NTT_U32_N16_R16_S7X9_C8_MONTGOMERY_RT31_GENROOT_FZ_MOD_DOWN_MOD_UP_INTT_CONST_H
#define NTTGEN_NTT_U32_N16_R16_S7X9_C8_MONTGOMERY_RT31_GENROOT_FZ_MOD_DOWN_MOD_UP_INTT_CONST_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef uint32_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word;
#define NTT_U32_N16_R16_S7X9_C8_MONTGOMERY_RT31_GENROOT_FZ_MOD_DOWN_MOD_UP_INTT_CONST_LOG_N 16u
#define NTT_U32_N16_R16_S7X9_C8_MONTGOMERY_RT31_GENROOT_FZ_MOD_DOWN_MOD_UP_INTT_CONST_N 65536u
#define NTT_U32_N16_R16_S7X9_C8_MONTGOMERY_RT31_GENROOT_FZ_MOD_DOWN_MOD_UP_INTT_CONST_MAX_TOWERS 64u
#define NTT_U32_N16_R16_S7X9_C8_MONTGOMERY_RT31_GENROOT_FZ_MOD_DOWN_MOD_UP_INTT_CONST_MAX_BITS 31u
#define NTT_U32_N16_R16_S7X9_C8_MONTGOMERY_RT31_GENROOT_FZ_MOD_DOWN_MOD_UP_INTT_CONST_WORDS_PER_POLY 65536u
#define NTT_U32_N16_R16_S7X9_C8_MONTGOMERY_RT31_GENROOT_FZ_MOD_DOWN_MOD_UP_INTT_CONST_WORD_BYTES 4u
#define NTT_U32_N16_R16_S7X9_C8_MONTGOMERY_RT31_GENROOT_FZ_MOD_DOWN_MOD_UP_INTT_CONST_TABLE_WORDS_PER_TOWER 131080u
#define NTT_U32_N16_R16_S7X9_C8_MONTGOMERY_RT31_GENROOT_FZ_MOD_DOWN_MOD_UP_INTT_CONST_TRANSFORM "ntt-negacyclic"
/* NTT domain: forward output order: bit-reversed: forward output j is the evaluation at root^(2*br(j)+1) (negacyclic) or root^br(j) (cyclic, DGT), br = bit reversal of log2(length) bits.
 * Root: psi: primitive 2N-th root, g^((q-1)/2N) with g the smallest generator mod q (Cheddar's choice). */
/* Primes chosen at run time: the kernels' spec, a template of at most
 * NTT_U32_N16_R16_S7X9_C8_MONTGOMERY_RT31_GENROOT_FZ_MOD_DOWN_MOD_UP_INTT_CONST_MAX_TOWERS primes of at most NTT_U32_N16_R16_S7X9_C8_MONTGOMERY_RT31_GENROOT_FZ_MOD_DOWN_MOD_UP_INTT_CONST_MAX_BITS bits. Build the tables for
 * your primes with nttgen_tables(NTT_U32_N16_R16_S7X9_C8_MONTGOMERY_RT31_GENROOT_FZ_MOD_DOWN_MOD_UP_INTT_CONST_SPEC, primes, towers, ...) from libcodegen.a
 * (cargo build --release -p nttgen-codegen; the bytes are towers x
 * NTT_U32_N16_R16_S7X9_C8_MONTGOMERY_RT31_GENROOT_FZ_MOD_DOWN_MOD_UP_INTT_CONST_TABLE_WORDS_PER_TOWER words), upload them with ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_upload_tables and
 * pass the same `towers` to every function below, or, to run a range of
 * them (an RNS level, a key-switching base), their `_range` forms. */
#define NTT_U32_N16_R16_S7X9_C8_MONTGOMERY_RT31_GENROOT_FZ_MOD_DOWN_MOD_UP_INTT_CONST_SPEC "name = \"ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const\"\ntransform = \"ntt-negacyclic\"\nlog_n = 16\nword = \"u32\"\nreduction = \"montgomery\"\nradix = 16\nstage_split = [7, 9]\ncluster = 8\nlayout = \"natural\"\naccess = \"classic\"\ntwiddles = \"table\"\nfour_step = false\ntruncate = 0\npointwise = \"hadamard\"\nscaling = \"merged\"\nstreams = 1\nroots = \"generator\"\n\n[moduli.runtime]\nmax_bits = 31\nmax_towers = 64\n\n[[fused]]\nname = \"mod_down\"\ntransform = \"forward\"\n\n[[fused.epilogue]]\nop = \"sub-from-y\"\n\n[[fused.epilogue]]\nop = \"mul\"\nconstant = \"inv_p\"\nform = \"montgomery\"\n\n[[fused]]\nname = \"mod_up\"\ntransform = \"forward\"\nskip_towers = true\n\n[[fused.prologue]]\nop = \"to-montgomery\"\n\n[[fused]]\nname = \"intt_const\"\ntransform = \"inverse\"\n\n[[fused.epilogue]]\nop = \"mul\"\nconstant = \"c\"\nform = \"montgomery\"\n\n[[fused.epilogue]]\nop = \"scale\"\nby = \"n\"\n\n[[fused.epilogue]]\nop = \"centre\"\n"
#ifndef NTTGEN_TABLES_DECLARED
#define NTTGEN_TABLES_DECLARED
/* 0: ok; 1: null argument; 2: bad spec; 3: a prime refused (err says which);
 * 4: out_bytes is not *needed; 5: internal error; 6: memory refused (err says how much). */
int nttgen_tables(const char* spec_toml, const uint64_t* primes, size_t towers, void* out, size_t out_bytes, size_t* needed, char* err, size_t err_len);
#endif

#ifdef __cplusplus
}
#endif

#ifndef NTT_U32_N16_R16_S7X9_C8_MONTGOMERY_RT31_GENROOT_FZ_MOD_DOWN_MOD_UP_INTT_CONST_TABLES_ONLY
#include <cuda_runtime_api.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Copies tables built by nttgen_tables (len: a whole number of towers,
 * 1 ..= NTT_U32_N16_R16_S7X9_C8_MONTGOMERY_RT31_GENROOT_FZ_MOD_DOWN_MOD_UP_INTT_CONST_MAX_TOWERS) into new device memory (*tables; release it with cudaFree).
 * A function's kernels load their tables while the grid launched before them drains:
 * write tables by a copy like this one, never by the kernel launched just before. */
cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_upload_tables(const void* bytes, size_t len, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word** tables, cudaStream_t stream);

/* forward: x <- forward(x), in the plan's output order */
cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_forward(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, unsigned batch, unsigned towers, cudaStream_t stream);
/* The same on towers first .. first + towers of tables built for table_towers primes. */
cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_forward_range(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, unsigned table_towers, unsigned first, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, unsigned batch, unsigned towers, cudaStream_t stream);

/* inverse: x <- inverse(x) */
cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_inverse(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, unsigned batch, unsigned towers, cudaStream_t stream);
/* The same on towers first .. first + towers of tables built for table_towers primes. */
cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_inverse_range(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, unsigned table_towers, unsigned first, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, unsigned batch, unsigned towers, cudaStream_t stream);

/* pointwise: x <- x (.) y in the transformed domain */
cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_pointwise(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_y, unsigned batch, unsigned towers, cudaStream_t stream);
/* The same on towers first .. first + towers of tables built for table_towers primes. */
cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_pointwise_range(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, unsigned table_towers, unsigned first, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_y, unsigned batch, unsigned towers, cudaStream_t stream);

/* polymul: x <- x * y in the ring; y is left partly transformed (scratch) */
cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_polymul(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_y, unsigned batch, unsigned towers, cudaStream_t stream);
/* The same on towers first .. first + towers of tables built for table_towers primes. */
cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_polymul_range(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, unsigned table_towers, unsigned first, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_y, unsigned batch, unsigned towers, cudaStream_t stream);

/* forward_coop: x <- forward(x), in the plan's output order, in one launch (used where the whole grid fits the GPU at once) */
cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_forward_coop(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, unsigned batch, unsigned towers, cudaStream_t stream);
/* The same on towers first .. first + towers of tables built for table_towers primes. */
cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_forward_coop_range(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, unsigned table_towers, unsigned first, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, unsigned batch, unsigned towers, cudaStream_t stream);

/* inverse_coop: x <- inverse(x), in one launch (used where the whole grid fits the GPU at once) */
cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_inverse_coop(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, unsigned batch, unsigned towers, cudaStream_t stream);
/* The same on towers first .. first + towers of tables built for table_towers primes. */
cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_inverse_coop_range(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, unsigned table_towers, unsigned first, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, unsigned batch, unsigned towers, cudaStream_t stream);

/* polymul_coop: x <- x * y in the ring; y is left partly transformed (scratch), in one launch (used where the whole grid fits the GPU at once) */
cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_polymul_coop(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_y, unsigned batch, unsigned towers, cudaStream_t stream);
/* The same on towers first .. first + towers of tables built for table_towers primes. */
cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_polymul_coop_range(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, unsigned table_towers, unsigned first, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_y, unsigned batch, unsigned towers, cudaStream_t stream);

/* mod_down: x <- forward(x); x <- y - v, then v * inv_p[tower] * R^-1; the steps in its loads and stores */
cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_mod_down(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_y, const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_inv_p, unsigned batch, unsigned towers, cudaStream_t stream);
/* The same on towers first .. first + towers of tables built for table_towers primes. */
cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_mod_down_range(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, unsigned table_towers, unsigned first, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_y, const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_inv_p, unsigned batch, unsigned towers, cudaStream_t stream);

/* mod_down_separate: x <- forward(x); x <- y - v, then v * inv_p[tower] * R^-1; the steps in kernels of their own */
cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_mod_down_separate(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_y, const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_inv_p, unsigned batch, unsigned towers, cudaStream_t stream);
/* The same on towers first .. first + towers of tables built for table_towers primes. */
cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_mod_down_separate_range(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, unsigned table_towers, unsigned first, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_y, const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_inv_p, unsigned batch, unsigned towers, cudaStream_t stream);

/* mod_up: x <- v * R; x <- forward(x) over the towers but skip_at .. skip_at + skip_len; the steps in its loads and stores */
cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_mod_up(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, unsigned skip_at, unsigned skip_len, unsigned batch, unsigned towers, cudaStream_t stream);
/* The same on towers first .. first + towers of tables built for table_towers primes. */
cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_mod_up_range(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, unsigned table_towers, unsigned first, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, unsigned skip_at, unsigned skip_len, unsigned batch, unsigned towers, cudaStream_t stream);

/* mod_up_separate: x <- v * R; x <- forward(x) over the towers but skip_at .. skip_at + skip_len; the steps in kernels of their own */
cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_mod_up_separate(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, unsigned skip_at, unsigned skip_len, unsigned batch, unsigned towers, cudaStream_t stream);
/* The same on towers first .. first + towers of tables built for table_towers primes. */
cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_mod_up_separate_range(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, unsigned table_towers, unsigned first, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, unsigned skip_at, unsigned skip_len, unsigned batch, unsigned towers, cudaStream_t stream);

/* intt_const: x <- inverse(x); x <- v * c[tower] * R^-1, then v * n, then v centred to (-q/2, q/2]; the steps in its loads and stores */
cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_intt_const(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_c, unsigned batch, unsigned towers, cudaStream_t stream);
/* The same on towers first .. first + towers of tables built for table_towers primes. */
cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_intt_const_range(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, unsigned table_towers, unsigned first, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_c, unsigned batch, unsigned towers, cudaStream_t stream);

/* intt_const_separate: x <- inverse(x); x <- v * c[tower] * R^-1, then v * n, then v centred to (-q/2, q/2]; the steps in kernels of their own */
cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_intt_const_separate(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_c, unsigned batch, unsigned towers, cudaStream_t stream);
/* The same on towers first .. first + towers of tables built for table_towers primes. */
cudaError_t ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_intt_const_separate_range(const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* tables, unsigned table_towers, unsigned first, ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_x, const ntt_u32_n16_r16_s7x9_c8_montgomery_rt31_genroot_fz_mod_down_mod_up_intt_const_word* d_c, unsigned batch, unsigned towers, cudaStream_t stream);

#ifdef __cplusplus
}
#endif

#endif /* NTT_U32_N16_R16_S7X9_C8_MONTGOMERY_RT31_GENROOT_FZ_MOD_DOWN_MOD_UP_INTT_CONST_TABLES_ONLY */

#endif

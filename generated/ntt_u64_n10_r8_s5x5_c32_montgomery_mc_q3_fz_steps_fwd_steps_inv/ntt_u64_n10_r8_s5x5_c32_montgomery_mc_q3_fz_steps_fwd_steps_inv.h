/* nttgen: ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv (generated; do not edit)
 * command: codegen emit --spec generated/specs/ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv.toml --out generated/ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv
 *
 * C ABI of the kernels in the .cu beside this file; the definitions are in
 * ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv.host.cu (compile it with nvcc; it includes ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv.cu).
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
#ifndef NTTGEN_NTT_U64_N10_R8_S5X5_C32_MONTGOMERY_MC_Q3_FZ_STEPS_FWD_STEPS_INV_H
#define NTTGEN_NTT_U64_N10_R8_S5X5_C32_MONTGOMERY_MC_Q3_FZ_STEPS_FWD_STEPS_INV_H

#include <stddef.h>
#include <stdint.h>
#include <cuda_runtime_api.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef uint64_t ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_word;
#define NTT_U64_N10_R8_S5X5_C32_MONTGOMERY_MC_Q3_FZ_STEPS_FWD_STEPS_INV_LOG_N 10u
#define NTT_U64_N10_R8_S5X5_C32_MONTGOMERY_MC_Q3_FZ_STEPS_FWD_STEPS_INV_N 1024u
#define NTT_U64_N10_R8_S5X5_C32_MONTGOMERY_MC_Q3_FZ_STEPS_FWD_STEPS_INV_TOWERS 3u
#define NTT_U64_N10_R8_S5X5_C32_MONTGOMERY_MC_Q3_FZ_STEPS_FWD_STEPS_INV_WORDS_PER_POLY 1024u
#define NTT_U64_N10_R8_S5X5_C32_MONTGOMERY_MC_Q3_FZ_STEPS_FWD_STEPS_INV_WORD_BYTES 8u
#define NTT_U64_N10_R8_S5X5_C32_MONTGOMERY_MC_Q3_FZ_STEPS_FWD_STEPS_INV_TABLE_WORDS 12336u
#define NTT_U64_N10_R8_S5X5_C32_MONTGOMERY_MC_Q3_FZ_STEPS_FWD_STEPS_INV_TRANSFORM "ntt-negacyclic"
/* NTT domain: forward output order: bit-reversed: forward output j is the evaluation at root^(2*br(j)+1) (negacyclic) or root^br(j) (cyclic, DGT), br = bit reversal of log2(length) bits.
 * Root: psi: primitive 2N-th root, g^((q-1)/2N) with g the smallest non-residue mod q. */
static const uint64_t NTT_U64_N10_R8_S5X5_C32_MONTGOMERY_MC_Q3_FZ_STEPS_FWD_STEPS_INV_ROOTS[3] = {512215033098839ull, 220465343233214ull, 1071594277037537ull};
/* The prime of each tower. */
static const uint64_t NTT_U64_N10_R8_S5X5_C32_MONTGOMERY_MC_Q3_FZ_STEPS_FWD_STEPS_INV_PRIMES[3] = {1125899906826241ull, 1125899906820097ull, 1125899906738177ull};

/* Copies the tables (the 98688 bytes of ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv.tables.bin) into new device
 * memory (*tables; release it with cudaFree). Fails with
 * cudaErrorInvalidValue when `bytes` is not that file. A function's kernels
 * load their tables while the grid launched before them drains: write tables
 * by a copy like this one, never by the kernel launched just before. */
cudaError_t ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_upload_tables(const void* bytes, size_t len, ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_word** tables, cudaStream_t stream);

/* forward: x <- forward(x), in the plan's output order */
cudaError_t ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_forward(const ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_word* tables, ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_word* d_x, unsigned batch, cudaStream_t stream);

/* inverse: x <- inverse(x) */
cudaError_t ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_inverse(const ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_word* tables, ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_word* d_x, unsigned batch, cudaStream_t stream);

/* pointwise: x <- x (.) y in the transformed domain */
cudaError_t ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_pointwise(const ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_word* tables, ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_word* d_x, ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_word* d_y, unsigned batch, cudaStream_t stream);

/* polymul: x <- x * y in the ring; y is left partly transformed (scratch) */
cudaError_t ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_polymul(const ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_word* tables, ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_word* d_x, ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_word* d_y, unsigned batch, cudaStream_t stream);

/* forward_coop: x <- forward(x), in the plan's output order, in one launch (used where the whole grid fits the GPU at once) */
cudaError_t ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_forward_coop(const ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_word* tables, ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_word* d_x, unsigned batch, cudaStream_t stream);

/* inverse_coop: x <- inverse(x), in one launch (used where the whole grid fits the GPU at once) */
cudaError_t ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_inverse_coop(const ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_word* tables, ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_word* d_x, unsigned batch, cudaStream_t stream);

/* polymul_coop: x <- x * y in the ring; y is left partly transformed (scratch), in one launch (used where the whole grid fits the GPU at once) */
cudaError_t ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_polymul_coop(const ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_word* tables, ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_word* d_x, ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_word* d_y, unsigned batch, cudaStream_t stream);

/* steps_fwd: x <- v * y, then v * R; x <- forward(x); x <- v + y, then v * n^-1, then v * cp[tower], then v centred to (-q/2, q/2] over the towers but skip_at .. skip_at + skip_len; the steps in its loads and stores */
cudaError_t ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_steps_fwd(const ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_word* tables, ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_word* d_x, ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_word* d_y, const ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_word* d_cp, unsigned skip_at, unsigned skip_len, unsigned batch, cudaStream_t stream);

/* steps_fwd_separate: x <- v * y, then v * R; x <- forward(x); x <- v + y, then v * n^-1, then v * cp[tower], then v centred to (-q/2, q/2] over the towers but skip_at .. skip_at + skip_len; the steps in kernels of their own */
cudaError_t ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_steps_fwd_separate(const ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_word* tables, ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_word* d_x, ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_word* d_y, const ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_word* d_cp, unsigned skip_at, unsigned skip_len, unsigned batch, cudaStream_t stream);

/* steps_inv: x <- v - y; x <- inverse(x); x <- v * cm[tower] * R^-1, then v * cp[tower], then v * R^-1; the steps in its loads and stores */
cudaError_t ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_steps_inv(const ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_word* tables, ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_word* d_x, ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_word* d_y, const ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_word* d_cm, const ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_word* d_cp, unsigned batch, cudaStream_t stream);

/* steps_inv_separate: x <- v - y; x <- inverse(x); x <- v * cm[tower] * R^-1, then v * cp[tower], then v * R^-1; the steps in kernels of their own */
cudaError_t ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_steps_inv_separate(const ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_word* tables, ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_word* d_x, ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_word* d_y, const ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_word* d_cm, const ntt_u64_n10_r8_s5x5_c32_montgomery_mc_q3_fz_steps_fwd_steps_inv_word* d_cp, unsigned batch, cudaStream_t stream);

#ifdef __cplusplus
}
#endif

#endif

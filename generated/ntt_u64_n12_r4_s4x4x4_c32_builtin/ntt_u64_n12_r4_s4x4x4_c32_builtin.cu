// nttgen: ntt_u64_n12_r4_s4x4x4_c32_builtin (generated; do not edit)
// command: codegen emit --spec generated/specs/ntt_u64_n12_r4_s4x4x4_c32_builtin.toml --out generated/ntt_u64_n12_r4_s4x4x4_c32_builtin
// nvrtc options: --gpu-architecture=sm_XY --device-int128
//
// spec:
//   name = "ntt_u64_n12_r4_s4x4x4_c32_builtin"
//   transform = "ntt-negacyclic"
//   log_n = 12
//   word = "u64"
//   reduction = "builtin"
//   radix = 4
//   stage_split = [4, 4, 4]
//   cluster = 32
//   layout = "natural"
//   access = "classic"
//   twiddles = "table"
//   four_step = false
//   truncate = 0
//   pointwise = "hadamard"
//   scaling = "merged"
//   streams = 1
//
//   [moduli]
//   primes = [4611686018427322369]
//
// kernels, in launch order; grid = (grid_x, batch, towers); cost per polynomial of one tower:
//   ntt_u64_n12_r4_s4x4x4_c32_builtin_fwd0: grid_x 8, block 32 x 4, shared 4352 B; mulmods 8192, addmods 16384, butterflies 8192, global bytes 65536 (read 32768, write 32768), table bytes 49152, shuffles 0
//   ntt_u64_n12_r4_s4x4x4_c32_builtin_fwd1: grid_x 8, block 32 x 4, shared 4352 B; mulmods 8192, addmods 16384, butterflies 8192, global bytes 65536 (read 32768, write 32768), table bytes 49152, shuffles 0
//   ntt_u64_n12_r4_s4x4x4_c32_builtin_fwd2: grid_x 8, block 4 x 32, shared 4352 B; mulmods 8192, addmods 16384, butterflies 8192, global bytes 65536 (read 32768, write 32768), table bytes 49152, shuffles 0
//   ntt_u64_n12_r4_s4x4x4_c32_builtin_pw: grid_x 32, block 128 x 1, shared 0 B; mulmods 4096, addmods 0, butterflies 0, global bytes 98304 (read 65536, write 32768), table bytes 0, shuffles 0
//   ntt_u64_n12_r4_s4x4x4_c32_builtin_inv2: grid_x 8, block 4 x 32, shared 4352 B; mulmods 8192, addmods 16384, butterflies 8192, global bytes 65536 (read 32768, write 32768), table bytes 49152, shuffles 0
//   ntt_u64_n12_r4_s4x4x4_c32_builtin_inv1: grid_x 8, block 32 x 4, shared 4352 B; mulmods 8192, addmods 16384, butterflies 8192, global bytes 65536 (read 32768, write 32768), table bytes 49152, shuffles 0
//   ntt_u64_n12_r4_s4x4x4_c32_builtin_inv0: grid_x 8, block 32 x 4, shared 4352 B; mulmods 10240, addmods 16384, butterflies 8192, global bytes 65536 (read 32768, write 32768), table bytes 57344, shuffles 0
//   ntt_u64_n12_r4_s4x4x4_c32_builtin_product2: grid_x 8, block 4 x 32, shared 8704 B; mulmods 28672, addmods 49152, butterflies 24576, global bytes 98304 (read 65536, write 32768), table bytes 98304, shuffles 0
//   ntt_u64_n12_r4_s4x4x4_c32_builtin_fwd_coop: grid_x 32, block 4 x 8, shared 1088 B; mulmods 24576, addmods 49152, butterflies 24576, global bytes 196608 (read 98304, write 98304), table bytes 147456, shuffles 0
//   ntt_u64_n12_r4_s4x4x4_c32_builtin_inv_coop: grid_x 32, block 4 x 8, shared 1088 B; mulmods 26624, addmods 49152, butterflies 24576, global bytes 196608 (read 98304, write 98304), table bytes 155648, shuffles 0
//   ntt_u64_n12_r4_s4x4x4_c32_builtin_product_coop: grid_x 32, block 4 x 8, shared 2176 B; mulmods 79872, addmods 147456, butterflies 73728, global bytes 491520 (read 262144, write 229376), table bytes 401408, shuffles 0

typedef unsigned int uint32_t;
typedef unsigned long long uint64_t;
typedef uint64_t word_t;

/* nttgen reduce/common.cu (word = u64): ModConst and the modular
 * add / sub / half shared by every reduction variant. Rust twin:
 * codegen/src/arith/reduce/common.rs. Inputs in [0, q), outputs in [0, q).
 * Expects word_t to be typedef'd to uint64_t.
 *
 * mod_add: Shivdikar Alg. 1, one branch-free correctional subtraction.
 * u64: also subtracts when a + b carried out of the word, so it is exact
 *   for every q < 2^64 (solinas' q = 2^64 - 2^32 + 1 has 64 bits).
 * mod_sub: exact for every q < 2^β.
 * mod_half: a / 2 mod q = (a >> 1) + (a & 1)·(q + 1)/2, q odd.
 */

/* Per-modulus constants: same order as the Rust ModConsts { q, c: [c0, c1, c2] };
 * the meaning of c0..c2 is given at the top of the variant's file. */
struct ModConst { word_t q; word_t c0; word_t c1; word_t c2; };

/* All ones when c, else zero: (word_t)(-(word_t)c). */
__device__ __forceinline__ word_t mod_mask(bool c) { return (word_t)(-(word_t)c); }

/* High word of the double-width product a·b. */
__device__ __forceinline__ word_t mod_mulhi(word_t a, word_t b) {
    return __umul64hi(a, b);
}

/* (hi·2^β + lo) >> s truncated to one word, for 1 <= s < β. */
__device__ __forceinline__ word_t mod_shr_wide(word_t hi, word_t lo, unsigned int s) {
    return (lo >> s) | (hi << (64u - s));
}

/* r - b where r >= b, else r. On u32 the smaller of r and r - b (which
 * wraps above r exactly when r < b): a subtract and one min, where the
 * select needs a compare besides. */
__device__ __forceinline__ word_t mod_csub(word_t r, word_t b) {
    return r - (b & mod_mask(r >= b));
}

__device__ __forceinline__ word_t mod_add(word_t a, word_t b, word_t q) {
    word_t s = a + b;
    return s - (q & mod_mask((s < a) | (s >= q)));
}

__device__ __forceinline__ word_t mod_sub(word_t a, word_t b, word_t q) {
    word_t d = a - b;
    return d + (q & mod_mask(a < b));
}

__device__ __forceinline__ word_t mod_half(word_t a, word_t q) {
    return (a >> 1) + (((q >> 1) + 1) & mod_mask((a & 1) != 0));
}

/* nttgen reduce/builtin.cu (word = u64): the baseline, "%" on the
 * double-width product (Shivdikar §II-B's built-in reduction).
 * Rust twin: codegen/src/arith/reduce/builtin.rs.
 *
 * Bounds: 2 <= q < 2^(β-1) (len(q) <= β - 1, for mod_add).
 * u64 uses unsigned __int128: NVRTC must get the option --device-int128;
 * nvcc (the package's .host.cu) has it from 11.5 on with a gcc or clang host.
 * Twiddles are stored as is; mod_mul_tw ignores w_comp.
 * ModConst: c0 = c1 = c2 = 0 (unused).
 */

__device__ __forceinline__ word_t mod_mul(word_t a, word_t b, const ModConst m) {
#if defined(__CUDACC_RTC__) && !defined(__CUDACC_RTC_INT128__)
#error "nttgen: reduction builtin with word u64 needs the NVRTC option --device-int128"
#endif
#if !defined(__CUDACC_RTC__) && defined(__CUDACC_VER_MAJOR__) && (__CUDACC_VER_MAJOR__ < 11 || (__CUDACC_VER_MAJOR__ == 11 && __CUDACC_VER_MINOR__ < 5))
#error "nttgen: reduction builtin with word u64 needs unsigned __int128 in device code: nvcc 11.5 or newer"
#endif
#if !defined(__CUDACC_RTC__) && defined(_MSC_VER)
#error "nttgen: reduction builtin with word u64 needs unsigned __int128, which MSVC hosts lack: use gcc or clang as nvcc's host compiler, or another reduction"
#endif
    return (word_t)(((unsigned __int128)a * b) % m.q);
}

__device__ __forceinline__ word_t mod_mul_tw(word_t a, word_t w, word_t w_comp, const ModConst m) {
    return mod_mul(a, w, m);
}

/* nttgen butterfly.cu (word = u64): the exact Cooley-Tukey and
 * Gentleman-Sande butterflies and the product and butterflies over Z_q[i]
 * (DGT), built on the reduction's mod_add / mod_sub / mod_half / mod_mul /
 * mod_mul_tw, so it follows the reduction's file. Rust twin:
 * codegen/src/arith/reduce/butterfly.rs. Inputs and outputs in [0, q).
 *
 * A twiddle comes as (w, w_comp, stored): stored = in the reduction's stored
 * form, multiplied through mod_mul_tw (w_comp = 0 where the reduction keeps no
 * companion); otherwise a plain residue, multiplied through mod_mul. The
 * stored and half flags are literals at every call, so the selects fold away.
 */

__device__ __forceinline__ word_t mod_mul_by(word_t x, word_t w, word_t w_comp, bool stored, const ModConst m) {
    return stored ? mod_mul_tw(x, w, w_comp, m) : mod_mul(x, w, m);
}

__device__ __forceinline__ word_t mod_half_if(word_t v, bool half, word_t q) {
    return half ? mod_half(v, q) : v;
}

/* (a, b) <- (a + w b, a - w b), each halved when half. */
__device__ __forceinline__ void bfly_ct(word_t& a, word_t& b, word_t w, word_t w_comp, bool stored, bool half, const ModConst m) {
    const word_t t = mod_mul_by(b, w, w_comp, stored, m);
    const word_t u = a;
    a = mod_half_if(mod_add(u, t, m.q), half, m.q);
    b = mod_half_if(mod_sub(u, t, m.q), half, m.q);
}

/* (a, b) <- (a + b, (a - b) w), each halved when half. */
__device__ __forceinline__ void bfly_gs(word_t& a, word_t& b, word_t w, word_t w_comp, bool stored, bool half, const ModConst m) {
    const word_t d = mod_sub(a, b, m.q);
    a = mod_half_if(mod_add(a, b, m.q), half, m.q);
    b = mod_half_if(mod_mul_by(d, w, w_comp, stored, m), half, m.q);
}

/* Real and imaginary parts of (re + i im)(w0 + i w1). */
__device__ __forceinline__ word_t gmul_re(word_t re, word_t im,
                                          word_t w0, word_t w0_comp, bool stored0,
                                          word_t w1, word_t w1_comp, bool stored1, const ModConst m) {
    return mod_sub(mod_mul_by(re, w0, w0_comp, stored0, m), mod_mul_by(im, w1, w1_comp, stored1, m), m.q);
}

__device__ __forceinline__ word_t gmul_im(word_t re, word_t im,
                                          word_t w0, word_t w0_comp, bool stored0,
                                          word_t w1, word_t w1_comp, bool stored1, const ModConst m) {
    return mod_add(mod_mul_by(re, w1, w1_comp, stored1, m), mod_mul_by(im, w0, w0_comp, stored0, m), m.q);
}

/* (re + i im) <- (re + i im)(w0 + i w1). */
__device__ __forceinline__ void gmul_tw(word_t& re, word_t& im,
                                        word_t w0, word_t w0_comp, bool stored0,
                                        word_t w1, word_t w1_comp, bool stored1, const ModConst m) {
    const word_t ur = re, ui = im;
    re = gmul_re(ur, ui, w0, w0_comp, stored0, w1, w1_comp, stored1, m);
    im = gmul_im(ur, ui, w0, w0_comp, stored0, w1, w1_comp, stored1, m);
}

/* Gaussian CT: (a, b) <- (a + w b, a - w b) over Z_q[i], halved when half. */
__device__ __forceinline__ void gbfly_ct(word_t& ar, word_t& ai, word_t& br, word_t& bi,
                                         word_t w0, word_t w0_comp, bool stored0,
                                         word_t w1, word_t w1_comp, bool stored1, bool half, const ModConst m) {
    const word_t pr = gmul_re(br, bi, w0, w0_comp, stored0, w1, w1_comp, stored1, m);
    const word_t pi = gmul_im(br, bi, w0, w0_comp, stored0, w1, w1_comp, stored1, m);
    const word_t ur = ar, ui = ai;
    ar = mod_half_if(mod_add(ur, pr, m.q), half, m.q);
    ai = mod_half_if(mod_add(ui, pi, m.q), half, m.q);
    br = mod_half_if(mod_sub(ur, pr, m.q), half, m.q);
    bi = mod_half_if(mod_sub(ui, pi, m.q), half, m.q);
}

/* Gaussian GS: (a, b) <- (a + b, (a - b) w) over Z_q[i], halved when half. */
__device__ __forceinline__ void gbfly_gs(word_t& ar, word_t& ai, word_t& br, word_t& bi,
                                         word_t w0, word_t w0_comp, bool stored0,
                                         word_t w1, word_t w1_comp, bool stored1, bool half, const ModConst m) {
    const word_t dr = mod_sub(ar, br, m.q), di = mod_sub(ai, bi, m.q);
    ar = mod_half_if(mod_add(ar, br, m.q), half, m.q);
    ai = mod_half_if(mod_add(ai, bi, m.q), half, m.q);
    br = mod_half_if(gmul_re(dr, di, w0, w0_comp, stored0, w1, w1_comp, stored1, m), half, m.q);
    bi = mod_half_if(gmul_im(dr, di, w0, w0_comp, stored0, w1, w1_comp, stored1, m), half, m.q);
}

/* nttgen grid.cu: the grid barrier of a one-launch kernel, included only by
 * plans with a one-launch program (`lower::fuse`).
 *
 * grid_sync: every thread of every block of the launch arrives, then waits,
 * on a counter the launch provides. Launched without the cooperative
 * attribute (the runtime, where the device overlaps launches: the grid's
 * residency checked first), `counter` is one word the executor keeps per
 * stream, so that the launch may begin while the grid before it drains.
 * Launched cooperatively (cuLaunchCooperativeKernel, or the attribute; the
 * C functions) `counter` is null and the launch's workspace, whose address
 * is in %envreg2 (low word) and %envreg1 (high word), holds the counter in
 * its second word. Each block's thread 0 adds to it once, block 0 adding
 * 2^31 - (blocks - 1) and every other block 1: the counter's top bit flips
 * exactly when the last block has arrived, whatever the counter held, so it
 * needs no reset between barriers or launches (launches that share a
 * counter are ordered by their stream). The add is a release and the
 * polling load an acquire, both at GPU scope, so every block's global
 * writes before the barrier are seen by every block after it.
 */
__device__ __forceinline__ void grid_sync(unsigned int* counter) {
    __syncthreads();
    if (threadIdx.x == 0 && threadIdx.y == 0) {
        unsigned int old, now;
        if (counter == nullptr) {
            unsigned int lo, hi;
            asm volatile("mov.u32 %0, %%envreg2;" : "=r"(lo));
            asm volatile("mov.u32 %0, %%envreg1;" : "=r"(hi));
            counter = (unsigned int*)(((unsigned long long)hi << 32) | lo) + 1;
        }
        const unsigned int blocks = gridDim.x * gridDim.y * gridDim.z;
        const bool first = blockIdx.x == 0 && blockIdx.y == 0 && blockIdx.z == 0;
        const unsigned int add = first ? 0x80000000u - (blocks - 1u) : 1u;
        asm volatile("atom.add.release.gpu.u32 %0, [%1], %2;" : "=r"(old) : "l"(counter), "r"(add) : "memory");
        do {
            asm volatile("ld.acquire.gpu.u32 %0, [%1];" : "=r"(now) : "l"(counter) : "memory");
        } while (((old ^ now) & 0x80000000u) == 0u);
    }
    __syncthreads();
}



extern "C" __global__ void __launch_bounds__(128) ntt_u64_n12_r4_s4x4x4_c32_builtin_fwd0(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_fwd_v,
    const ModConst* __restrict__ mods)
{
    // Launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 4096;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 4096;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r6, r8;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 12) | ((threadIdx.y & 3u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u)))];
    r1 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 12) | ((threadIdx.y & 3u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 1024];
    r2 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 12) | ((threadIdx.y & 3u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 2048];
    r3 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 12) | ((threadIdx.y & 3u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 3072];
    r4 = tw_fwd_v_t[(size_t)((bx >> 3) | (threadIdx.x >> 8)) + 1];
    bfly_ct(r0, r2, r4, 0, true, false, m);
    bfly_ct(r1, r3, r4, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx >> 3) | (threadIdx.x >> 8)) << 1) + 2]); r6 = v.x; r8 = v.y; }
    bfly_ct(r0, r1, r6, 0, true, false, m);
    bfly_ct(r2, r3, r8, 0, true, false, m);
    smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4))] = r0;
    smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 136u] = r1;
    smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 272u] = r2;
    smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 408u] = r3;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((threadIdx.y & 3u) << 2) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 2) << 5) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 3u) << 2) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 2) << 5) + threadIdx.x) >> 4)) + 34u];
    r2 = smem[(((((threadIdx.y & 3u) << 2) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 2) << 5) + threadIdx.x) >> 4)) + 68u];
    r3 = smem[(((((threadIdx.y & 3u) << 2) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 2) << 5) + threadIdx.x) >> 4)) + 102u];
    r4 = tw_fwd_v_t[(size_t)((((bx >> 3) | (threadIdx.x >> 8)) << 2) | (threadIdx.y & 3u)) + 4];
    bfly_ct(r0, r2, r4, 0, true, false, m);
    bfly_ct(r1, r3, r4, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx >> 3) | (threadIdx.x >> 8)) << 3) | ((threadIdx.y & 3u) << 1)) + 8]); r6 = v.x; r8 = v.y; }
    bfly_ct(r0, r1, r6, 0, true, false, m);
    bfly_ct(r2, r3, r8, 0, true, false, m);
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 12) | (((threadIdx.y & 3u) << 2) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u)))] = r0;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 12) | (((threadIdx.y & 3u) << 2) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 256] = r1;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 12) | (((threadIdx.y & 3u) << 2) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 512] = r2;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 12) | (((threadIdx.y & 3u) << 2) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 768] = r3;
}

extern "C" __global__ void __launch_bounds__(128) ntt_u64_n12_r4_s4x4x4_c32_builtin_fwd1(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_fwd_v,
    const ModConst* __restrict__ mods)
{
    // Launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 4096;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 4096;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r6, r8;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 1: load
    r0 = x[poly + (size_t)(((((bx << 1) | (threadIdx.x >> 4)) << 8) | ((threadIdx.y & 3u) << 4)) | (threadIdx.x & 15u))];
    r1 = x[poly + (size_t)(((((bx << 1) | (threadIdx.x >> 4)) << 8) | ((threadIdx.y & 3u) << 4)) | (threadIdx.x & 15u)) + 64];
    r2 = x[poly + (size_t)(((((bx << 1) | (threadIdx.x >> 4)) << 8) | ((threadIdx.y & 3u) << 4)) | (threadIdx.x & 15u)) + 128];
    r3 = x[poly + (size_t)(((((bx << 1) | (threadIdx.x >> 4)) << 8) | ((threadIdx.y & 3u) << 4)) | (threadIdx.x & 15u)) + 192];
    r4 = tw_fwd_v_t[(size_t)((bx << 1) | (threadIdx.x >> 4)) + 16];
    bfly_ct(r0, r2, r4, 0, true, false, m);
    bfly_ct(r1, r3, r4, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx << 1) | (threadIdx.x >> 4)) << 1) + 32]); r6 = v.x; r8 = v.y; }
    bfly_ct(r0, r1, r6, 0, true, false, m);
    bfly_ct(r2, r3, r8, 0, true, false, m);
    smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4))] = r0;
    smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 136u] = r1;
    smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 272u] = r2;
    smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 408u] = r3;
    __syncthreads();

    // phase 1: forward kernel 1: group 1
    r0 = smem[(((((threadIdx.y & 3u) << 2) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 2) << 5) + threadIdx.x) >> 4))];
    r1 = smem[(((((threadIdx.y & 3u) << 2) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 2) << 5) + threadIdx.x) >> 4)) + 34u];
    r2 = smem[(((((threadIdx.y & 3u) << 2) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 2) << 5) + threadIdx.x) >> 4)) + 68u];
    r3 = smem[(((((threadIdx.y & 3u) << 2) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 2) << 5) + threadIdx.x) >> 4)) + 102u];
    r4 = tw_fwd_v_t[(size_t)((((bx << 1) | (threadIdx.x >> 4)) << 2) | (threadIdx.y & 3u)) + 64];
    bfly_ct(r0, r2, r4, 0, true, false, m);
    bfly_ct(r1, r3, r4, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx << 1) | (threadIdx.x >> 4)) << 3) | ((threadIdx.y & 3u) << 1)) + 128]); r6 = v.x; r8 = v.y; }
    bfly_ct(r0, r1, r6, 0, true, false, m);
    bfly_ct(r2, r3, r8, 0, true, false, m);
    x[poly + (size_t)(((((bx << 1) | (threadIdx.x >> 4)) << 8) | (((threadIdx.y & 3u) << 2) << 4)) | (threadIdx.x & 15u))] = r0;
    x[poly + (size_t)(((((bx << 1) | (threadIdx.x >> 4)) << 8) | (((threadIdx.y & 3u) << 2) << 4)) | (threadIdx.x & 15u)) + 16] = r1;
    x[poly + (size_t)(((((bx << 1) | (threadIdx.x >> 4)) << 8) | (((threadIdx.y & 3u) << 2) << 4)) | (threadIdx.x & 15u)) + 32] = r2;
    x[poly + (size_t)(((((bx << 1) | (threadIdx.x >> 4)) << 8) | (((threadIdx.y & 3u) << 2) << 4)) | (threadIdx.x & 15u)) + 48] = r3;
}

extern "C" __global__ void __launch_bounds__(128) ntt_u64_n12_r4_s4x4x4_c32_builtin_fwd2(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_fwd_v,
    const ModConst* __restrict__ mods)
{
    // Launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 4096;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 4096;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r6, r8;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 2: load
    r0 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 4) | (threadIdx.x & 3u))];
    r1 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 4) | (threadIdx.x & 3u)) + 4];
    r2 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 4) | (threadIdx.x & 3u)) + 8];
    r3 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 4) | (threadIdx.x & 3u)) + 12];
    r4 = tw_fwd_v_t[(size_t)((bx << 5) | threadIdx.y) + 256];
    bfly_ct(r0, r2, r4, 0, true, false, m);
    bfly_ct(r1, r3, r4, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx << 5) | threadIdx.y) << 1) + 512]); r6 = v.x; r8 = v.y; }
    bfly_ct(r0, r1, r6, 0, true, false, m);
    bfly_ct(r2, r3, r8, 0, true, false, m);
    smem[(((threadIdx.y << 4) + (threadIdx.x & 3u)) + (((threadIdx.y << 4) + (threadIdx.x & 3u)) >> 4))] = r0;
    smem[(((threadIdx.y << 4) + (threadIdx.x & 3u)) + (((threadIdx.y << 4) + (threadIdx.x & 3u)) >> 4)) + 4u] = r1;
    smem[(((threadIdx.y << 4) + (threadIdx.x & 3u)) + (((threadIdx.y << 4) + (threadIdx.x & 3u)) >> 4)) + 8u] = r2;
    smem[(((threadIdx.y << 4) + (threadIdx.x & 3u)) + (((threadIdx.y << 4) + (threadIdx.x & 3u)) >> 4)) + 12u] = r3;
    __syncthreads();

    // phase 1: forward kernel 2: group 1
    r0 = smem[(((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) >> 4))];
    r1 = smem[(((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) >> 4)) + 1u];
    r2 = smem[(((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) >> 4)) + 2u];
    r3 = smem[(((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) >> 4)) + 3u];
    r4 = tw_fwd_v_t[(size_t)((((bx << 5) | threadIdx.y) << 2) | (threadIdx.x & 3u)) + 1024];
    bfly_ct(r0, r2, r4, 0, true, false, m);
    bfly_ct(r1, r3, r4, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx << 5) | threadIdx.y) << 3) | ((threadIdx.x & 3u) << 1)) + 2048]); r6 = v.x; r8 = v.y; }
    bfly_ct(r0, r1, r6, 0, true, false, m);
    bfly_ct(r2, r3, r8, 0, true, false, m);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 5) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2))]) = make_ulonglong2(r0, r1);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 5) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 2]) = make_ulonglong2(r2, r3);
}

extern "C" __global__ void __launch_bounds__(128) ntt_u64_n12_r4_s4x4x4_c32_builtin_pw(
    word_t* __restrict__ x,
    word_t* __restrict__ y,
    const ModConst* __restrict__ mods)
{
    // Launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 4096;
    const ModConst m = mods[tower];
    word_t r0, r1;
    const unsigned bx = blockIdx.x;

    // phase 0: pointwise
    r0 = x[poly + (size_t)((bx << 7) + threadIdx.x)];
    r1 = y[poly + (size_t)((bx << 7) + threadIdx.x)];
    r0 = mod_mul(r0, r1, m);
    x[poly + (size_t)((bx << 7) + threadIdx.x)] = r0;
}

extern "C" __global__ void __launch_bounds__(128) ntt_u64_n12_r4_s4x4x4_c32_builtin_inv2(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_inv_v,
    const ModConst* __restrict__ mods)
{
    // Launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 4096;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 4096;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r6, r8;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 2: load
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx << 5) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2))]); r0 = v.x; r1 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx << 5) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 2]); r2 = v.x; r3 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx << 5) | threadIdx.y) << 3) | ((threadIdx.x & 3u) << 1)) + 2048]); r4 = v.x; r6 = v.y; }
    bfly_gs(r0, r1, r4, 0, true, false, m);
    bfly_gs(r2, r3, r6, 0, true, false, m);
    r8 = tw_inv_v_t[(size_t)((((bx << 5) | threadIdx.y) << 2) | (threadIdx.x & 3u)) + 1024];
    bfly_gs(r0, r2, r8, 0, true, false, m);
    bfly_gs(r1, r3, r8, 0, true, false, m);
    smem[(((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) >> 4))] = r0;
    smem[(((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) >> 4)) + 1u] = r1;
    smem[(((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) >> 4)) + 2u] = r2;
    smem[(((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) >> 4)) + 3u] = r3;
    __syncthreads();

    // phase 1: inverse kernel 2: group 1
    r0 = smem[(((threadIdx.y << 4) + (threadIdx.x & 3u)) + (((threadIdx.y << 4) + (threadIdx.x & 3u)) >> 4))];
    r1 = smem[(((threadIdx.y << 4) + (threadIdx.x & 3u)) + (((threadIdx.y << 4) + (threadIdx.x & 3u)) >> 4)) + 4u];
    r2 = smem[(((threadIdx.y << 4) + (threadIdx.x & 3u)) + (((threadIdx.y << 4) + (threadIdx.x & 3u)) >> 4)) + 8u];
    r3 = smem[(((threadIdx.y << 4) + (threadIdx.x & 3u)) + (((threadIdx.y << 4) + (threadIdx.x & 3u)) >> 4)) + 12u];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx << 5) | threadIdx.y) << 1) + 512]); r4 = v.x; r6 = v.y; }
    bfly_gs(r0, r1, r4, 0, true, false, m);
    bfly_gs(r2, r3, r6, 0, true, false, m);
    r8 = tw_inv_v_t[(size_t)((bx << 5) | threadIdx.y) + 256];
    bfly_gs(r0, r2, r8, 0, true, false, m);
    bfly_gs(r1, r3, r8, 0, true, false, m);
    x[poly + (size_t)((((bx << 5) | threadIdx.y) << 4) | (threadIdx.x & 3u))] = r0;
    x[poly + (size_t)((((bx << 5) | threadIdx.y) << 4) | (threadIdx.x & 3u)) + 4] = r1;
    x[poly + (size_t)((((bx << 5) | threadIdx.y) << 4) | (threadIdx.x & 3u)) + 8] = r2;
    x[poly + (size_t)((((bx << 5) | threadIdx.y) << 4) | (threadIdx.x & 3u)) + 12] = r3;
}

extern "C" __global__ void __launch_bounds__(128) ntt_u64_n12_r4_s4x4x4_c32_builtin_inv1(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_inv_v,
    const ModConst* __restrict__ mods)
{
    // Launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 4096;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 4096;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r6, r8;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 1: load
    r0 = x[poly + (size_t)(((((bx << 1) | (threadIdx.x >> 4)) << 8) | (((threadIdx.y & 3u) << 2) << 4)) | (threadIdx.x & 15u))];
    r1 = x[poly + (size_t)(((((bx << 1) | (threadIdx.x >> 4)) << 8) | (((threadIdx.y & 3u) << 2) << 4)) | (threadIdx.x & 15u)) + 16];
    r2 = x[poly + (size_t)(((((bx << 1) | (threadIdx.x >> 4)) << 8) | (((threadIdx.y & 3u) << 2) << 4)) | (threadIdx.x & 15u)) + 32];
    r3 = x[poly + (size_t)(((((bx << 1) | (threadIdx.x >> 4)) << 8) | (((threadIdx.y & 3u) << 2) << 4)) | (threadIdx.x & 15u)) + 48];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx << 1) | (threadIdx.x >> 4)) << 3) | ((threadIdx.y & 3u) << 1)) + 128]); r4 = v.x; r6 = v.y; }
    bfly_gs(r0, r1, r4, 0, true, false, m);
    bfly_gs(r2, r3, r6, 0, true, false, m);
    r8 = tw_inv_v_t[(size_t)((((bx << 1) | (threadIdx.x >> 4)) << 2) | (threadIdx.y & 3u)) + 64];
    bfly_gs(r0, r2, r8, 0, true, false, m);
    bfly_gs(r1, r3, r8, 0, true, false, m);
    smem[(((((threadIdx.y & 3u) << 2) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 2) << 5) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 3u) << 2) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 2) << 5) + threadIdx.x) >> 4)) + 34u] = r1;
    smem[(((((threadIdx.y & 3u) << 2) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 2) << 5) + threadIdx.x) >> 4)) + 68u] = r2;
    smem[(((((threadIdx.y & 3u) << 2) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 2) << 5) + threadIdx.x) >> 4)) + 102u] = r3;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4))];
    r1 = smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 136u];
    r2 = smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 272u];
    r3 = smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 408u];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx << 1) | (threadIdx.x >> 4)) << 1) + 32]); r4 = v.x; r6 = v.y; }
    bfly_gs(r0, r1, r4, 0, true, false, m);
    bfly_gs(r2, r3, r6, 0, true, false, m);
    r8 = tw_inv_v_t[(size_t)((bx << 1) | (threadIdx.x >> 4)) + 16];
    bfly_gs(r0, r2, r8, 0, true, false, m);
    bfly_gs(r1, r3, r8, 0, true, false, m);
    x[poly + (size_t)(((((bx << 1) | (threadIdx.x >> 4)) << 8) | ((threadIdx.y & 3u) << 4)) | (threadIdx.x & 15u))] = r0;
    x[poly + (size_t)(((((bx << 1) | (threadIdx.x >> 4)) << 8) | ((threadIdx.y & 3u) << 4)) | (threadIdx.x & 15u)) + 64] = r1;
    x[poly + (size_t)(((((bx << 1) | (threadIdx.x >> 4)) << 8) | ((threadIdx.y & 3u) << 4)) | (threadIdx.x & 15u)) + 128] = r2;
    x[poly + (size_t)(((((bx << 1) | (threadIdx.x >> 4)) << 8) | ((threadIdx.y & 3u) << 4)) | (threadIdx.x & 15u)) + 192] = r3;
}

extern "C" __global__ void __launch_bounds__(128) ntt_u64_n12_r4_s4x4x4_c32_builtin_inv0(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_inv_v,
    const word_t* __restrict__ inv_len_v,
    const ModConst* __restrict__ mods)
{
    // Launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 4096;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 4096;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r6, r8, r10;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 12) | (((threadIdx.y & 3u) << 2) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u)))];
    r1 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 12) | (((threadIdx.y & 3u) << 2) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 256];
    r2 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 12) | (((threadIdx.y & 3u) << 2) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 512];
    r3 = x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 12) | (((threadIdx.y & 3u) << 2) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 768];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx >> 3) | (threadIdx.x >> 8)) << 3) | ((threadIdx.y & 3u) << 1)) + 8]); r4 = v.x; r6 = v.y; }
    bfly_gs(r0, r1, r4, 0, true, false, m);
    bfly_gs(r2, r3, r6, 0, true, false, m);
    r8 = tw_inv_v_t[(size_t)((((bx >> 3) | (threadIdx.x >> 8)) << 2) | (threadIdx.y & 3u)) + 4];
    bfly_gs(r0, r2, r8, 0, true, false, m);
    bfly_gs(r1, r3, r8, 0, true, false, m);
    smem[(((((threadIdx.y & 3u) << 2) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 2) << 5) + threadIdx.x) >> 4))] = r0;
    smem[(((((threadIdx.y & 3u) << 2) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 2) << 5) + threadIdx.x) >> 4)) + 34u] = r1;
    smem[(((((threadIdx.y & 3u) << 2) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 2) << 5) + threadIdx.x) >> 4)) + 68u] = r2;
    smem[(((((threadIdx.y & 3u) << 2) << 5) + threadIdx.x) + (((((threadIdx.y & 3u) << 2) << 5) + threadIdx.x) >> 4)) + 102u] = r3;
    __syncthreads();

    // phase 1: inverse kernel 0: group 1
    r0 = smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4))];
    r1 = smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 136u];
    r2 = smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 272u];
    r3 = smem[((((threadIdx.y & 3u) << 5) + threadIdx.x) + ((((threadIdx.y & 3u) << 5) + threadIdx.x) >> 4)) + 408u];
    r4 = inv_len_v_t[1];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx >> 3) | (threadIdx.x >> 8)) << 1) + 2]); r6 = v.x; r8 = v.y; }
    bfly_gs(r0, r1, r6, 0, true, false, m);
    bfly_gs(r2, r3, r8, 0, true, false, m);
    bfly_gs(r0, r2, r4, 0, true, false, m);
    bfly_gs(r1, r3, r4, 0, true, false, m);
    r10 = inv_len_v_t[0];
    r0 = mod_mul_tw(r0, r10, 0, m);
    r1 = mod_mul_tw(r1, r10, 0, m);
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 12) | ((threadIdx.y & 3u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u)))] = r0;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 12) | ((threadIdx.y & 3u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 1024] = r1;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 12) | ((threadIdx.y & 3u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 2048] = r2;
    x[poly + (size_t)(((((bx >> 3) | (threadIdx.x >> 8)) << 12) | ((threadIdx.y & 3u) << 8)) | (((bx & 7u) << 5) | (threadIdx.x & 255u))) + 3072] = r3;
}

extern "C" __global__ void __launch_bounds__(128) ntt_u64_n12_r4_s4x4x4_c32_builtin_product2(
    word_t* __restrict__ x,
    word_t* __restrict__ y,
    const word_t* __restrict__ tw_fwd_v,
    const word_t* __restrict__ tw_inv_v,
    const ModConst* __restrict__ mods)
{
    // Launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 4096;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 4096;
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 4096;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r12, r14, r16, r18;
    const unsigned bx = blockIdx.x;

    // phase 0: product kernel: load
    r0 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 4) | (threadIdx.x & 3u))];
    r1 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 4) | (threadIdx.x & 3u)) + 4];
    r2 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 4) | (threadIdx.x & 3u)) + 8];
    r3 = x[poly + (size_t)((((bx << 5) | threadIdx.y) << 4) | (threadIdx.x & 3u)) + 12];
    r4 = y[poly + (size_t)((((bx << 5) | threadIdx.y) << 4) | (threadIdx.x & 3u))];
    r5 = y[poly + (size_t)((((bx << 5) | threadIdx.y) << 4) | (threadIdx.x & 3u)) + 4];
    r6 = y[poly + (size_t)((((bx << 5) | threadIdx.y) << 4) | (threadIdx.x & 3u)) + 8];
    r7 = y[poly + (size_t)((((bx << 5) | threadIdx.y) << 4) | (threadIdx.x & 3u)) + 12];
    r8 = tw_fwd_v_t[(size_t)((bx << 5) | threadIdx.y) + 256];
    bfly_ct(r0, r2, r8, 0, true, false, m);
    bfly_ct(r1, r3, r8, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx << 5) | threadIdx.y) << 1) + 512]); r10 = v.x; r12 = v.y; }
    bfly_ct(r0, r1, r10, 0, true, false, m);
    bfly_ct(r2, r3, r12, 0, true, false, m);
    bfly_ct(r4, r6, r8, 0, true, false, m);
    bfly_ct(r5, r7, r8, 0, true, false, m);
    bfly_ct(r4, r5, r10, 0, true, false, m);
    bfly_ct(r6, r7, r12, 0, true, false, m);
    smem[(((threadIdx.y << 4) + (threadIdx.x & 3u)) + (((threadIdx.y << 4) + (threadIdx.x & 3u)) >> 4))] = r0;
    smem[(((threadIdx.y << 4) + (threadIdx.x & 3u)) + (((threadIdx.y << 4) + (threadIdx.x & 3u)) >> 4)) + 4u] = r1;
    smem[(((threadIdx.y << 4) + (threadIdx.x & 3u)) + (((threadIdx.y << 4) + (threadIdx.x & 3u)) >> 4)) + 8u] = r2;
    smem[(((threadIdx.y << 4) + (threadIdx.x & 3u)) + (((threadIdx.y << 4) + (threadIdx.x & 3u)) >> 4)) + 12u] = r3;
    smem[(((threadIdx.y << 4) + (threadIdx.x & 3u)) + (((threadIdx.y << 4) + (threadIdx.x & 3u)) >> 4)) + 544u] = r4;
    smem[(((threadIdx.y << 4) + (threadIdx.x & 3u)) + (((threadIdx.y << 4) + (threadIdx.x & 3u)) >> 4)) + 548u] = r5;
    smem[(((threadIdx.y << 4) + (threadIdx.x & 3u)) + (((threadIdx.y << 4) + (threadIdx.x & 3u)) >> 4)) + 552u] = r6;
    smem[(((threadIdx.y << 4) + (threadIdx.x & 3u)) + (((threadIdx.y << 4) + (threadIdx.x & 3u)) >> 4)) + 556u] = r7;
    __syncthreads();

    // phase 1: forward kernel 2: group 1
    r0 = smem[(((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) >> 4))];
    r1 = smem[(((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) >> 4)) + 1u];
    r2 = smem[(((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) >> 4)) + 2u];
    r3 = smem[(((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) >> 4)) + 3u];
    r4 = smem[(((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) >> 4)) + 544u];
    r5 = smem[(((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) >> 4)) + 545u];
    r6 = smem[(((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) >> 4)) + 546u];
    r7 = smem[(((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) >> 4)) + 547u];
    r8 = tw_fwd_v_t[(size_t)((((bx << 5) | threadIdx.y) << 2) | (threadIdx.x & 3u)) + 1024];
    bfly_ct(r0, r2, r8, 0, true, false, m);
    bfly_ct(r1, r3, r8, 0, true, false, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx << 5) | threadIdx.y) << 3) | ((threadIdx.x & 3u) << 1)) + 2048]); r10 = v.x; r12 = v.y; }
    bfly_ct(r0, r1, r10, 0, true, false, m);
    bfly_ct(r2, r3, r12, 0, true, false, m);
    bfly_ct(r4, r6, r8, 0, true, false, m);
    bfly_ct(r5, r7, r8, 0, true, false, m);
    bfly_ct(r4, r5, r10, 0, true, false, m);
    bfly_ct(r6, r7, r12, 0, true, false, m);
    r0 = mod_mul(r0, r4, m);
    r1 = mod_mul(r1, r5, m);
    r2 = mod_mul(r2, r6, m);
    r3 = mod_mul(r3, r7, m);
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx << 5) | threadIdx.y) << 3) | ((threadIdx.x & 3u) << 1)) + 2048]); r14 = v.x; r16 = v.y; }
    bfly_gs(r0, r1, r14, 0, true, false, m);
    bfly_gs(r2, r3, r16, 0, true, false, m);
    r18 = tw_inv_v_t[(size_t)((((bx << 5) | threadIdx.y) << 2) | (threadIdx.x & 3u)) + 1024];
    bfly_gs(r0, r2, r18, 0, true, false, m);
    bfly_gs(r1, r3, r18, 0, true, false, m);
    smem[(((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) >> 4))] = r0;
    smem[(((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) >> 4)) + 1u] = r1;
    smem[(((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) >> 4)) + 2u] = r2;
    smem[(((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) >> 4)) + 3u] = r3;
    __syncthreads();

    // phase 2: inverse kernel 2: group 1
    r0 = smem[(((threadIdx.y << 4) + (threadIdx.x & 3u)) + (((threadIdx.y << 4) + (threadIdx.x & 3u)) >> 4))];
    r1 = smem[(((threadIdx.y << 4) + (threadIdx.x & 3u)) + (((threadIdx.y << 4) + (threadIdx.x & 3u)) >> 4)) + 4u];
    r2 = smem[(((threadIdx.y << 4) + (threadIdx.x & 3u)) + (((threadIdx.y << 4) + (threadIdx.x & 3u)) >> 4)) + 8u];
    r3 = smem[(((threadIdx.y << 4) + (threadIdx.x & 3u)) + (((threadIdx.y << 4) + (threadIdx.x & 3u)) >> 4)) + 12u];
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx << 5) | threadIdx.y) << 1) + 512]); r8 = v.x; r10 = v.y; }
    bfly_gs(r0, r1, r8, 0, true, false, m);
    bfly_gs(r2, r3, r10, 0, true, false, m);
    r12 = tw_inv_v_t[(size_t)((bx << 5) | threadIdx.y) + 256];
    bfly_gs(r0, r2, r12, 0, true, false, m);
    bfly_gs(r1, r3, r12, 0, true, false, m);
    x[poly + (size_t)((((bx << 5) | threadIdx.y) << 4) | (threadIdx.x & 3u))] = r0;
    x[poly + (size_t)((((bx << 5) | threadIdx.y) << 4) | (threadIdx.x & 3u)) + 4] = r1;
    x[poly + (size_t)((((bx << 5) | threadIdx.y) << 4) | (threadIdx.x & 3u)) + 8] = r2;
    x[poly + (size_t)((((bx << 5) | threadIdx.y) << 4) | (threadIdx.x & 3u)) + 12] = r3;
}

extern "C" __global__ void __launch_bounds__(32) ntt_u64_n12_r4_s4x4x4_c32_builtin_fwd_coop(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_fwd_v,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 4096;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 4096;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r10, r11, r12, r13;
    word_t r14, r15, r16, r17, r18, r19, r20, r21;
    word_t r22, r23, r24, r25, r26, r27;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r10) : "l"(&tw_fwd_v_t[(size_t)(bx >> 5) + 1]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r11), "=l"(r12) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((bx >> 5) << 1) + 2])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r13) : "l"(&tw_fwd_v_t[(size_t)(((bx >> 5) << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) + 4]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r14), "=l"(r15) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx >> 5) << 3) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 1)) + 8])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r16) : "l"(&tw_fwd_v_t[(size_t)(bx >> 1) + 16]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r17), "=l"(r18) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((bx >> 1) << 1) + 32])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r19) : "l"(&tw_fwd_v_t[(size_t)(((bx >> 1) << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) + 64]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r20), "=l"(r21) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx >> 1) << 3) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 1)) + 128])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r22) : "l"(&tw_fwd_v_t[(size_t)((bx << 3) | threadIdx.y) + 256]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r23), "=l"(r24) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx << 3) | threadIdx.y) << 1) + 512])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r25) : "l"(&tw_fwd_v_t[(size_t)((((bx << 3) | threadIdx.y) << 2) | (threadIdx.x & 3u)) + 1024]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r26), "=l"(r27) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx << 3) | threadIdx.y) << 3) | ((threadIdx.x & 3u) << 1)) + 2048])) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)((((bx >> 5) << 12) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 8)) | (((bx & 31u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)))];
    r1 = x[poly + (size_t)((((bx >> 5) << 12) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 8)) | (((bx & 31u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 1024];
    r2 = x[poly + (size_t)((((bx >> 5) << 12) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 8)) | (((bx & 31u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 2048];
    r3 = x[poly + (size_t)((((bx >> 5) << 12) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 8)) | (((bx & 31u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 3072];
    bfly_ct(r0, r2, r10, 0, true, false, m);
    bfly_ct(r1, r3, r10, 0, true, false, m);
    bfly_ct(r0, r1, r11, 0, true, false, m);
    bfly_ct(r2, r3, r12, 0, true, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 34u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 68u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 102u] = r3;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4))];
    r1 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 8u];
    r2 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 17u];
    r3 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 25u];
    bfly_ct(r0, r2, r13, 0, true, false, m);
    bfly_ct(r1, r3, r13, 0, true, false, m);
    bfly_ct(r0, r1, r14, 0, true, false, m);
    bfly_ct(r2, r3, r15, 0, true, false, m);
    x[poly + (size_t)((((bx >> 5) << 12) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 8)) | (((bx & 31u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)))] = r0;
    x[poly + (size_t)((((bx >> 5) << 12) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 8)) | (((bx & 31u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 256] = r1;
    x[poly + (size_t)((((bx >> 5) << 12) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 8)) | (((bx & 31u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 512] = r2;
    x[poly + (size_t)((((bx >> 5) << 12) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 8)) | (((bx & 31u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 768] = r3;
    grid_sync(grid_counter);

    // phase 2: forward kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((bx >> 1) << 8) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4)) | (((bx & 1u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)))];
    r1 = x[poly + (size_t)((((bx >> 1) << 8) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4)) | (((bx & 1u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 64];
    r2 = x[poly + (size_t)((((bx >> 1) << 8) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4)) | (((bx & 1u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 128];
    r3 = x[poly + (size_t)((((bx >> 1) << 8) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4)) | (((bx & 1u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 192];
    bfly_ct(r0, r2, r16, 0, true, false, m);
    bfly_ct(r1, r3, r16, 0, true, false, m);
    bfly_ct(r0, r1, r17, 0, true, false, m);
    bfly_ct(r2, r3, r18, 0, true, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 34u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 68u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 102u] = r3;
    __syncthreads();

    // phase 3: forward kernel 1: group 1
    r0 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4))];
    r1 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 8u];
    r2 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 17u];
    r3 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 25u];
    bfly_ct(r0, r2, r19, 0, true, false, m);
    bfly_ct(r1, r3, r19, 0, true, false, m);
    bfly_ct(r0, r1, r20, 0, true, false, m);
    bfly_ct(r2, r3, r21, 0, true, false, m);
    x[poly + (size_t)((((bx >> 1) << 8) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 4)) | (((bx & 1u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)))] = r0;
    x[poly + (size_t)((((bx >> 1) << 8) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 4)) | (((bx & 1u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 16] = r1;
    x[poly + (size_t)((((bx >> 1) << 8) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 4)) | (((bx & 1u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 32] = r2;
    x[poly + (size_t)((((bx >> 1) << 8) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 4)) | (((bx & 1u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 48] = r3;
    grid_sync(grid_counter);

    // phase 4: forward kernel 2: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 4) | (threadIdx.x & 3u))];
    r1 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 4) | (threadIdx.x & 3u)) + 4];
    r2 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 4) | (threadIdx.x & 3u)) + 8];
    r3 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 4) | (threadIdx.x & 3u)) + 12];
    bfly_ct(r0, r2, r22, 0, true, false, m);
    bfly_ct(r1, r3, r22, 0, true, false, m);
    bfly_ct(r0, r1, r23, 0, true, false, m);
    bfly_ct(r2, r3, r24, 0, true, false, m);
    smem[(((threadIdx.y << 4) + (threadIdx.x & 3u)) + (((threadIdx.y << 4) + (threadIdx.x & 3u)) >> 4))] = r0;
    smem[(((threadIdx.y << 4) + (threadIdx.x & 3u)) + (((threadIdx.y << 4) + (threadIdx.x & 3u)) >> 4)) + 4u] = r1;
    smem[(((threadIdx.y << 4) + (threadIdx.x & 3u)) + (((threadIdx.y << 4) + (threadIdx.x & 3u)) >> 4)) + 8u] = r2;
    smem[(((threadIdx.y << 4) + (threadIdx.x & 3u)) + (((threadIdx.y << 4) + (threadIdx.x & 3u)) >> 4)) + 12u] = r3;
    __syncthreads();

    // phase 5: forward kernel 2: group 1
    r0 = smem[(((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) >> 4))];
    r1 = smem[(((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) >> 4)) + 1u];
    r2 = smem[(((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) >> 4)) + 2u];
    r3 = smem[(((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) >> 4)) + 3u];
    bfly_ct(r0, r2, r25, 0, true, false, m);
    bfly_ct(r1, r3, r25, 0, true, false, m);
    bfly_ct(r0, r1, r26, 0, true, false, m);
    bfly_ct(r2, r3, r27, 0, true, false, m);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2))]) = make_ulonglong2(r0, r1);
    *reinterpret_cast<ulonglong2*>(&x[poly + (size_t)((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 2]) = make_ulonglong2(r2, r3);
}

extern "C" __global__ void __launch_bounds__(32) ntt_u64_n12_r4_s4x4x4_c32_builtin_inv_coop(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_inv_v,
    const word_t* __restrict__ inv_len_v,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 4096;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 4096;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r22, r23;
    word_t r24, r25, r26, r27, r28, r29, r30;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r12), "=l"(r13) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx << 3) | threadIdx.y) << 3) | ((threadIdx.x & 3u) << 1)) + 2048])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r14) : "l"(&tw_inv_v_t[(size_t)((((bx << 3) | threadIdx.y) << 2) | (threadIdx.x & 3u)) + 1024]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r15), "=l"(r16) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx << 3) | threadIdx.y) << 1) + 512])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r17) : "l"(&tw_inv_v_t[(size_t)((bx << 3) | threadIdx.y) + 256]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r18), "=l"(r19) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx >> 1) << 3) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 1)) + 128])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r20) : "l"(&tw_inv_v_t[(size_t)(((bx >> 1) << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) + 64]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r21), "=l"(r22) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((bx >> 1) << 1) + 32])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r23) : "l"(&tw_inv_v_t[(size_t)(bx >> 1) + 16]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r24), "=l"(r25) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx >> 5) << 3) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 1)) + 8])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r26) : "l"(&tw_inv_v_t[(size_t)(((bx >> 5) << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) + 4]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r27) : "l"(&inv_len_v_t[1]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r28), "=l"(r29) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((bx >> 5) << 1) + 2])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r30) : "l"(&inv_len_v_t[0]) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: inverse kernel 2: load
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2))]); r0 = v.x; r1 = v.y; }
    { const ulonglong2 v = *reinterpret_cast<const ulonglong2*>(&x[poly + (size_t)((((bx << 3) | threadIdx.y) << 4) | ((threadIdx.x & 3u) << 2)) + 2]); r2 = v.x; r3 = v.y; }
    bfly_gs(r0, r1, r12, 0, true, false, m);
    bfly_gs(r2, r3, r13, 0, true, false, m);
    bfly_gs(r0, r2, r14, 0, true, false, m);
    bfly_gs(r1, r3, r14, 0, true, false, m);
    smem[(((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) >> 4))] = r0;
    smem[(((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) >> 4)) + 1u] = r1;
    smem[(((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) >> 4)) + 2u] = r2;
    smem[(((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) >> 4)) + 3u] = r3;
    __syncthreads();

    // phase 1: inverse kernel 2: group 1
    r0 = smem[(((threadIdx.y << 4) + (threadIdx.x & 3u)) + (((threadIdx.y << 4) + (threadIdx.x & 3u)) >> 4))];
    r1 = smem[(((threadIdx.y << 4) + (threadIdx.x & 3u)) + (((threadIdx.y << 4) + (threadIdx.x & 3u)) >> 4)) + 4u];
    r2 = smem[(((threadIdx.y << 4) + (threadIdx.x & 3u)) + (((threadIdx.y << 4) + (threadIdx.x & 3u)) >> 4)) + 8u];
    r3 = smem[(((threadIdx.y << 4) + (threadIdx.x & 3u)) + (((threadIdx.y << 4) + (threadIdx.x & 3u)) >> 4)) + 12u];
    bfly_gs(r0, r1, r15, 0, true, false, m);
    bfly_gs(r2, r3, r16, 0, true, false, m);
    bfly_gs(r0, r2, r17, 0, true, false, m);
    bfly_gs(r1, r3, r17, 0, true, false, m);
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 4) | (threadIdx.x & 3u))] = r0;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 4) | (threadIdx.x & 3u)) + 4] = r1;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 4) | (threadIdx.x & 3u)) + 8] = r2;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 4) | (threadIdx.x & 3u)) + 12] = r3;
    grid_sync(grid_counter);

    // phase 2: inverse kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((bx >> 1) << 8) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 4)) | (((bx & 1u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)))];
    r1 = x[poly + (size_t)((((bx >> 1) << 8) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 4)) | (((bx & 1u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 16];
    r2 = x[poly + (size_t)((((bx >> 1) << 8) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 4)) | (((bx & 1u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 32];
    r3 = x[poly + (size_t)((((bx >> 1) << 8) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 4)) | (((bx & 1u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 48];
    bfly_gs(r0, r1, r18, 0, true, false, m);
    bfly_gs(r2, r3, r19, 0, true, false, m);
    bfly_gs(r0, r2, r20, 0, true, false, m);
    bfly_gs(r1, r3, r20, 0, true, false, m);
    smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4))] = r0;
    smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 8u] = r1;
    smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 17u] = r2;
    smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 25u] = r3;
    __syncthreads();

    // phase 3: inverse kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 34u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 68u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 102u];
    bfly_gs(r0, r1, r21, 0, true, false, m);
    bfly_gs(r2, r3, r22, 0, true, false, m);
    bfly_gs(r0, r2, r23, 0, true, false, m);
    bfly_gs(r1, r3, r23, 0, true, false, m);
    x[poly + (size_t)((((bx >> 1) << 8) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4)) | (((bx & 1u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)))] = r0;
    x[poly + (size_t)((((bx >> 1) << 8) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4)) | (((bx & 1u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 64] = r1;
    x[poly + (size_t)((((bx >> 1) << 8) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4)) | (((bx & 1u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 128] = r2;
    x[poly + (size_t)((((bx >> 1) << 8) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4)) | (((bx & 1u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 192] = r3;
    grid_sync(grid_counter);

    // phase 4: inverse kernel 0: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((bx >> 5) << 12) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 8)) | (((bx & 31u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)))];
    r1 = x[poly + (size_t)((((bx >> 5) << 12) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 8)) | (((bx & 31u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 256];
    r2 = x[poly + (size_t)((((bx >> 5) << 12) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 8)) | (((bx & 31u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 512];
    r3 = x[poly + (size_t)((((bx >> 5) << 12) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 8)) | (((bx & 31u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 768];
    bfly_gs(r0, r1, r24, 0, true, false, m);
    bfly_gs(r2, r3, r25, 0, true, false, m);
    bfly_gs(r0, r2, r26, 0, true, false, m);
    bfly_gs(r1, r3, r26, 0, true, false, m);
    smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4))] = r0;
    smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 8u] = r1;
    smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 17u] = r2;
    smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 25u] = r3;
    __syncthreads();

    // phase 5: inverse kernel 0: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 34u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 68u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 102u];
    bfly_gs(r0, r1, r28, 0, true, false, m);
    bfly_gs(r2, r3, r29, 0, true, false, m);
    bfly_gs(r0, r2, r27, 0, true, false, m);
    bfly_gs(r1, r3, r27, 0, true, false, m);
    r0 = mod_mul_tw(r0, r30, 0, m);
    r1 = mod_mul_tw(r1, r30, 0, m);
    x[poly + (size_t)((((bx >> 5) << 12) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 8)) | (((bx & 31u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)))] = r0;
    x[poly + (size_t)((((bx >> 5) << 12) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 8)) | (((bx & 31u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 1024] = r1;
    x[poly + (size_t)((((bx >> 5) << 12) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 8)) | (((bx & 31u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 2048] = r2;
    x[poly + (size_t)((((bx >> 5) << 12) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 8)) | (((bx & 31u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 3072] = r3;
}

extern "C" __global__ void __launch_bounds__(32) ntt_u64_n12_r4_s4x4x4_c32_builtin_product_coop(
    word_t* __restrict__ x,
    word_t* __restrict__ y,
    const word_t* __restrict__ tw_fwd_v,
    const word_t* __restrict__ tw_inv_v,
    const word_t* __restrict__ inv_len_v,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 4096;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 4096;
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 4096;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r20, r21, r22, r23, r24, r25, r26, r27;
    word_t r28, r29, r30, r31, r32, r33, r34, r35;
    word_t r36, r37, r38, r39, r40, r41, r42, r43;
    word_t r44, r45, r46, r47, r48, r49, r50, r51;
    word_t r52, r53, r54, r55, r56, r57, r58, r59;
    word_t r60, r61, r62, r63, r64, r65, r66, r67;
    word_t r68;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r20) : "l"(&tw_fwd_v_t[(size_t)(bx >> 5) + 1]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r21), "=l"(r22) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((bx >> 5) << 1) + 2])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r23) : "l"(&tw_fwd_v_t[(size_t)(((bx >> 5) << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) + 4]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r24), "=l"(r25) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx >> 5) << 3) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 1)) + 8])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r26) : "l"(&tw_fwd_v_t[(size_t)(bx >> 1) + 16]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r27), "=l"(r28) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((bx >> 1) << 1) + 32])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r29) : "l"(&tw_fwd_v_t[(size_t)(((bx >> 1) << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) + 64]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r30), "=l"(r31) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx >> 1) << 3) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 1)) + 128])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r32) : "l"(&tw_fwd_v_t[(size_t)(bx >> 5) + 1]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r33), "=l"(r34) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((bx >> 5) << 1) + 2])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r35) : "l"(&tw_fwd_v_t[(size_t)(((bx >> 5) << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) + 4]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r36), "=l"(r37) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx >> 5) << 3) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 1)) + 8])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r38) : "l"(&tw_fwd_v_t[(size_t)(bx >> 1) + 16]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r39), "=l"(r40) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((bx >> 1) << 1) + 32])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r41) : "l"(&tw_fwd_v_t[(size_t)(((bx >> 1) << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) + 64]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r42), "=l"(r43) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx >> 1) << 3) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 1)) + 128])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r44) : "l"(&tw_fwd_v_t[(size_t)((bx << 3) | threadIdx.y) + 256]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r45), "=l"(r46) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)(((bx << 3) | threadIdx.y) << 1) + 512])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r47) : "l"(&tw_fwd_v_t[(size_t)((((bx << 3) | threadIdx.y) << 2) | (threadIdx.x & 3u)) + 1024]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r48), "=l"(r49) : "l"(reinterpret_cast<const ulonglong2*>(&tw_fwd_v_t[(size_t)((((bx << 3) | threadIdx.y) << 3) | ((threadIdx.x & 3u) << 1)) + 2048])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r50), "=l"(r51) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((((bx << 3) | threadIdx.y) << 3) | ((threadIdx.x & 3u) << 1)) + 2048])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r52) : "l"(&tw_inv_v_t[(size_t)((((bx << 3) | threadIdx.y) << 2) | (threadIdx.x & 3u)) + 1024]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r53), "=l"(r54) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx << 3) | threadIdx.y) << 1) + 512])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r55) : "l"(&tw_inv_v_t[(size_t)((bx << 3) | threadIdx.y) + 256]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r56), "=l"(r57) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx >> 1) << 3) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 1)) + 128])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r58) : "l"(&tw_inv_v_t[(size_t)(((bx >> 1) << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) + 64]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r59), "=l"(r60) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((bx >> 1) << 1) + 32])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r61) : "l"(&tw_inv_v_t[(size_t)(bx >> 1) + 16]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r62), "=l"(r63) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)(((bx >> 5) << 3) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 1)) + 8])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r64) : "l"(&tw_inv_v_t[(size_t)(((bx >> 5) << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) + 4]) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r65) : "l"(&inv_len_v_t[1]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u64 {%0, %1}, [%2];" : "=l"(r66), "=l"(r67) : "l"(reinterpret_cast<const ulonglong2*>(&tw_inv_v_t[(size_t)((bx >> 5) << 1) + 2])) : "memory");
    asm volatile("ld.relaxed.cta.global.u64 %0, [%1];" : "=l"(r68) : "l"(&inv_len_v_t[0]) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)((((bx >> 5) << 12) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 8)) | (((bx & 31u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)))];
    r1 = x[poly + (size_t)((((bx >> 5) << 12) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 8)) | (((bx & 31u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 1024];
    r2 = x[poly + (size_t)((((bx >> 5) << 12) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 8)) | (((bx & 31u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 2048];
    r3 = x[poly + (size_t)((((bx >> 5) << 12) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 8)) | (((bx & 31u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 3072];
    bfly_ct(r0, r2, r20, 0, true, false, m);
    bfly_ct(r1, r3, r20, 0, true, false, m);
    bfly_ct(r0, r1, r21, 0, true, false, m);
    bfly_ct(r2, r3, r22, 0, true, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 34u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 68u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 102u] = r3;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4))];
    r1 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 8u];
    r2 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 17u];
    r3 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 25u];
    bfly_ct(r0, r2, r23, 0, true, false, m);
    bfly_ct(r1, r3, r23, 0, true, false, m);
    bfly_ct(r0, r1, r24, 0, true, false, m);
    bfly_ct(r2, r3, r25, 0, true, false, m);
    x[poly + (size_t)((((bx >> 5) << 12) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 8)) | (((bx & 31u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)))] = r0;
    x[poly + (size_t)((((bx >> 5) << 12) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 8)) | (((bx & 31u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 256] = r1;
    x[poly + (size_t)((((bx >> 5) << 12) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 8)) | (((bx & 31u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 512] = r2;
    x[poly + (size_t)((((bx >> 5) << 12) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 8)) | (((bx & 31u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 768] = r3;
    grid_sync(grid_counter);

    // phase 2: forward kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((bx >> 1) << 8) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4)) | (((bx & 1u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)))];
    r1 = x[poly + (size_t)((((bx >> 1) << 8) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4)) | (((bx & 1u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 64];
    r2 = x[poly + (size_t)((((bx >> 1) << 8) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4)) | (((bx & 1u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 128];
    r3 = x[poly + (size_t)((((bx >> 1) << 8) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4)) | (((bx & 1u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 192];
    bfly_ct(r0, r2, r26, 0, true, false, m);
    bfly_ct(r1, r3, r26, 0, true, false, m);
    bfly_ct(r0, r1, r27, 0, true, false, m);
    bfly_ct(r2, r3, r28, 0, true, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 34u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 68u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 102u] = r3;
    __syncthreads();

    // phase 3: forward kernel 1: group 1
    r0 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4))];
    r1 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 8u];
    r2 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 17u];
    r3 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 25u];
    bfly_ct(r0, r2, r29, 0, true, false, m);
    bfly_ct(r1, r3, r29, 0, true, false, m);
    bfly_ct(r0, r1, r30, 0, true, false, m);
    bfly_ct(r2, r3, r31, 0, true, false, m);
    x[poly + (size_t)((((bx >> 1) << 8) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 4)) | (((bx & 1u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)))] = r0;
    x[poly + (size_t)((((bx >> 1) << 8) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 4)) | (((bx & 1u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 16] = r1;
    x[poly + (size_t)((((bx >> 1) << 8) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 4)) | (((bx & 1u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 32] = r2;
    x[poly + (size_t)((((bx >> 1) << 8) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 4)) | (((bx & 1u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 48] = r3;
    __syncthreads();

    // phase 4: forward kernel 0: load (after a block barrier: independent of the previous part)
    r0 = y[poly + (size_t)((((bx >> 5) << 12) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 8)) | (((bx & 31u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)))];
    r1 = y[poly + (size_t)((((bx >> 5) << 12) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 8)) | (((bx & 31u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 1024];
    r2 = y[poly + (size_t)((((bx >> 5) << 12) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 8)) | (((bx & 31u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 2048];
    r3 = y[poly + (size_t)((((bx >> 5) << 12) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 8)) | (((bx & 31u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 3072];
    bfly_ct(r0, r2, r32, 0, true, false, m);
    bfly_ct(r1, r3, r32, 0, true, false, m);
    bfly_ct(r0, r1, r33, 0, true, false, m);
    bfly_ct(r2, r3, r34, 0, true, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 34u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 68u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 102u] = r3;
    __syncthreads();

    // phase 5: forward kernel 0: group 1
    r0 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4))];
    r1 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 8u];
    r2 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 17u];
    r3 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 25u];
    bfly_ct(r0, r2, r35, 0, true, false, m);
    bfly_ct(r1, r3, r35, 0, true, false, m);
    bfly_ct(r0, r1, r36, 0, true, false, m);
    bfly_ct(r2, r3, r37, 0, true, false, m);
    y[poly + (size_t)((((bx >> 5) << 12) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 8)) | (((bx & 31u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)))] = r0;
    y[poly + (size_t)((((bx >> 5) << 12) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 8)) | (((bx & 31u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 256] = r1;
    y[poly + (size_t)((((bx >> 5) << 12) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 8)) | (((bx & 31u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 512] = r2;
    y[poly + (size_t)((((bx >> 5) << 12) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 8)) | (((bx & 31u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 768] = r3;
    grid_sync(grid_counter);

    // phase 6: forward kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = y[poly + (size_t)((((bx >> 1) << 8) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4)) | (((bx & 1u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)))];
    r1 = y[poly + (size_t)((((bx >> 1) << 8) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4)) | (((bx & 1u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 64];
    r2 = y[poly + (size_t)((((bx >> 1) << 8) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4)) | (((bx & 1u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 128];
    r3 = y[poly + (size_t)((((bx >> 1) << 8) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4)) | (((bx & 1u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 192];
    bfly_ct(r0, r2, r38, 0, true, false, m);
    bfly_ct(r1, r3, r38, 0, true, false, m);
    bfly_ct(r0, r1, r39, 0, true, false, m);
    bfly_ct(r2, r3, r40, 0, true, false, m);
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4))] = r0;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 34u] = r1;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 68u] = r2;
    smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 102u] = r3;
    __syncthreads();

    // phase 7: forward kernel 1: group 1
    r0 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4))];
    r1 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 8u];
    r2 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 17u];
    r3 = smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 25u];
    bfly_ct(r0, r2, r41, 0, true, false, m);
    bfly_ct(r1, r3, r41, 0, true, false, m);
    bfly_ct(r0, r1, r42, 0, true, false, m);
    bfly_ct(r2, r3, r43, 0, true, false, m);
    y[poly + (size_t)((((bx >> 1) << 8) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 4)) | (((bx & 1u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)))] = r0;
    y[poly + (size_t)((((bx >> 1) << 8) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 4)) | (((bx & 1u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 16] = r1;
    y[poly + (size_t)((((bx >> 1) << 8) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 4)) | (((bx & 1u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 32] = r2;
    y[poly + (size_t)((((bx >> 1) << 8) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 4)) | (((bx & 1u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 48] = r3;
    grid_sync(grid_counter);

    // phase 8: product kernel: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 4) | (threadIdx.x & 3u))];
    r1 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 4) | (threadIdx.x & 3u)) + 4];
    r2 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 4) | (threadIdx.x & 3u)) + 8];
    r3 = x[poly + (size_t)((((bx << 3) | threadIdx.y) << 4) | (threadIdx.x & 3u)) + 12];
    r4 = y[poly + (size_t)((((bx << 3) | threadIdx.y) << 4) | (threadIdx.x & 3u))];
    r5 = y[poly + (size_t)((((bx << 3) | threadIdx.y) << 4) | (threadIdx.x & 3u)) + 4];
    r6 = y[poly + (size_t)((((bx << 3) | threadIdx.y) << 4) | (threadIdx.x & 3u)) + 8];
    r7 = y[poly + (size_t)((((bx << 3) | threadIdx.y) << 4) | (threadIdx.x & 3u)) + 12];
    bfly_ct(r0, r2, r44, 0, true, false, m);
    bfly_ct(r1, r3, r44, 0, true, false, m);
    bfly_ct(r0, r1, r45, 0, true, false, m);
    bfly_ct(r2, r3, r46, 0, true, false, m);
    bfly_ct(r4, r6, r44, 0, true, false, m);
    bfly_ct(r5, r7, r44, 0, true, false, m);
    bfly_ct(r4, r5, r45, 0, true, false, m);
    bfly_ct(r6, r7, r46, 0, true, false, m);
    smem[(((threadIdx.y << 4) + (threadIdx.x & 3u)) + (((threadIdx.y << 4) + (threadIdx.x & 3u)) >> 4))] = r0;
    smem[(((threadIdx.y << 4) + (threadIdx.x & 3u)) + (((threadIdx.y << 4) + (threadIdx.x & 3u)) >> 4)) + 4u] = r1;
    smem[(((threadIdx.y << 4) + (threadIdx.x & 3u)) + (((threadIdx.y << 4) + (threadIdx.x & 3u)) >> 4)) + 8u] = r2;
    smem[(((threadIdx.y << 4) + (threadIdx.x & 3u)) + (((threadIdx.y << 4) + (threadIdx.x & 3u)) >> 4)) + 12u] = r3;
    smem[(((threadIdx.y << 4) + (threadIdx.x & 3u)) + (((threadIdx.y << 4) + (threadIdx.x & 3u)) >> 4)) + 136u] = r4;
    smem[(((threadIdx.y << 4) + (threadIdx.x & 3u)) + (((threadIdx.y << 4) + (threadIdx.x & 3u)) >> 4)) + 140u] = r5;
    smem[(((threadIdx.y << 4) + (threadIdx.x & 3u)) + (((threadIdx.y << 4) + (threadIdx.x & 3u)) >> 4)) + 144u] = r6;
    smem[(((threadIdx.y << 4) + (threadIdx.x & 3u)) + (((threadIdx.y << 4) + (threadIdx.x & 3u)) >> 4)) + 148u] = r7;
    __syncthreads();

    // phase 9: forward kernel 2: group 1
    r0 = smem[(((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) >> 4))];
    r1 = smem[(((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) >> 4)) + 1u];
    r2 = smem[(((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) >> 4)) + 2u];
    r3 = smem[(((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) >> 4)) + 3u];
    r4 = smem[(((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) >> 4)) + 136u];
    r5 = smem[(((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) >> 4)) + 137u];
    r6 = smem[(((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) >> 4)) + 138u];
    r7 = smem[(((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) >> 4)) + 139u];
    bfly_ct(r0, r2, r47, 0, true, false, m);
    bfly_ct(r1, r3, r47, 0, true, false, m);
    bfly_ct(r0, r1, r48, 0, true, false, m);
    bfly_ct(r2, r3, r49, 0, true, false, m);
    bfly_ct(r4, r6, r47, 0, true, false, m);
    bfly_ct(r5, r7, r47, 0, true, false, m);
    bfly_ct(r4, r5, r48, 0, true, false, m);
    bfly_ct(r6, r7, r49, 0, true, false, m);
    r0 = mod_mul(r0, r4, m);
    r1 = mod_mul(r1, r5, m);
    r2 = mod_mul(r2, r6, m);
    r3 = mod_mul(r3, r7, m);
    bfly_gs(r0, r1, r50, 0, true, false, m);
    bfly_gs(r2, r3, r51, 0, true, false, m);
    bfly_gs(r0, r2, r52, 0, true, false, m);
    bfly_gs(r1, r3, r52, 0, true, false, m);
    smem[(((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) >> 4))] = r0;
    smem[(((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) >> 4)) + 1u] = r1;
    smem[(((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) >> 4)) + 2u] = r2;
    smem[(((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) + (((threadIdx.y << 4) + ((threadIdx.x & 3u) << 2)) >> 4)) + 3u] = r3;
    __syncthreads();

    // phase 10: inverse kernel 2: group 1
    r0 = smem[(((threadIdx.y << 4) + (threadIdx.x & 3u)) + (((threadIdx.y << 4) + (threadIdx.x & 3u)) >> 4))];
    r1 = smem[(((threadIdx.y << 4) + (threadIdx.x & 3u)) + (((threadIdx.y << 4) + (threadIdx.x & 3u)) >> 4)) + 4u];
    r2 = smem[(((threadIdx.y << 4) + (threadIdx.x & 3u)) + (((threadIdx.y << 4) + (threadIdx.x & 3u)) >> 4)) + 8u];
    r3 = smem[(((threadIdx.y << 4) + (threadIdx.x & 3u)) + (((threadIdx.y << 4) + (threadIdx.x & 3u)) >> 4)) + 12u];
    bfly_gs(r0, r1, r53, 0, true, false, m);
    bfly_gs(r2, r3, r54, 0, true, false, m);
    bfly_gs(r0, r2, r55, 0, true, false, m);
    bfly_gs(r1, r3, r55, 0, true, false, m);
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 4) | (threadIdx.x & 3u))] = r0;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 4) | (threadIdx.x & 3u)) + 4] = r1;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 4) | (threadIdx.x & 3u)) + 8] = r2;
    x[poly + (size_t)((((bx << 3) | threadIdx.y) << 4) | (threadIdx.x & 3u)) + 12] = r3;
    grid_sync(grid_counter);

    // phase 11: inverse kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((bx >> 1) << 8) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 4)) | (((bx & 1u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)))];
    r1 = x[poly + (size_t)((((bx >> 1) << 8) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 4)) | (((bx & 1u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 16];
    r2 = x[poly + (size_t)((((bx >> 1) << 8) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 4)) | (((bx & 1u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 32];
    r3 = x[poly + (size_t)((((bx >> 1) << 8) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 4)) | (((bx & 1u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 48];
    bfly_gs(r0, r1, r56, 0, true, false, m);
    bfly_gs(r2, r3, r57, 0, true, false, m);
    bfly_gs(r0, r2, r58, 0, true, false, m);
    bfly_gs(r1, r3, r58, 0, true, false, m);
    smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4))] = r0;
    smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 8u] = r1;
    smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 17u] = r2;
    smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 25u] = r3;
    __syncthreads();

    // phase 12: inverse kernel 1: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 34u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 68u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 102u];
    bfly_gs(r0, r1, r59, 0, true, false, m);
    bfly_gs(r2, r3, r60, 0, true, false, m);
    bfly_gs(r0, r2, r61, 0, true, false, m);
    bfly_gs(r1, r3, r61, 0, true, false, m);
    x[poly + (size_t)((((bx >> 1) << 8) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4)) | (((bx & 1u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)))] = r0;
    x[poly + (size_t)((((bx >> 1) << 8) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4)) | (((bx & 1u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 64] = r1;
    x[poly + (size_t)((((bx >> 1) << 8) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4)) | (((bx & 1u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 128] = r2;
    x[poly + (size_t)((((bx >> 1) << 8) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4)) | (((bx & 1u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 192] = r3;
    grid_sync(grid_counter);

    // phase 13: inverse kernel 0: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((bx >> 5) << 12) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 8)) | (((bx & 31u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)))];
    r1 = x[poly + (size_t)((((bx >> 5) << 12) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 8)) | (((bx & 31u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 256];
    r2 = x[poly + (size_t)((((bx >> 5) << 12) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 8)) | (((bx & 31u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 512];
    r3 = x[poly + (size_t)((((bx >> 5) << 12) | (((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 8)) | (((bx & 31u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 768];
    bfly_gs(r0, r1, r62, 0, true, false, m);
    bfly_gs(r2, r3, r63, 0, true, false, m);
    bfly_gs(r0, r2, r64, 0, true, false, m);
    bfly_gs(r1, r3, r64, 0, true, false, m);
    smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4))] = r0;
    smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 8u] = r1;
    smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 17u] = r2;
    smem[(((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + (((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 2) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 25u] = r3;
    __syncthreads();

    // phase 14: inverse kernel 0: group 1
    r0 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4))];
    r1 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 34u];
    r2 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 68u];
    r3 = smem[((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) + ((((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 3) + ((threadIdx.x + (threadIdx.y << 2)) & 7u)) >> 4)) + 102u];
    bfly_gs(r0, r1, r66, 0, true, false, m);
    bfly_gs(r2, r3, r67, 0, true, false, m);
    bfly_gs(r0, r2, r65, 0, true, false, m);
    bfly_gs(r1, r3, r65, 0, true, false, m);
    r0 = mod_mul_tw(r0, r68, 0, m);
    r1 = mod_mul_tw(r1, r68, 0, m);
    x[poly + (size_t)((((bx >> 5) << 12) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 8)) | (((bx & 31u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u)))] = r0;
    x[poly + (size_t)((((bx >> 5) << 12) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 8)) | (((bx & 31u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 1024] = r1;
    x[poly + (size_t)((((bx >> 5) << 12) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 8)) | (((bx & 31u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 2048] = r2;
    x[poly + (size_t)((((bx >> 5) << 12) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 8)) | (((bx & 31u) << 3) | ((threadIdx.x + (threadIdx.y << 2)) & 7u))) + 3072] = r3;
}

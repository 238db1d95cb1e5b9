// nttgen: ntt_u32_n12_r4_s6x6_c8_barrettdq_cg_q3 (generated; do not edit)
// command: codegen emit --spec generated/specs/ntt_u32_n12_r4_s6x6_c8_barrettdq_cg_q3.toml --out generated/ntt_u32_n12_r4_s6x6_c8_barrettdq_cg_q3
// nvrtc options: --gpu-architecture=sm_XY
//
// spec:
//   name = "ntt_u32_n12_r4_s6x6_c8_barrettdq_cg_q3"
//   transform = "ntt-negacyclic"
//   log_n = 12
//   word = "u32"
//   reduction = "barrett-dq"
//   radix = 4
//   stage_split = [6, 6]
//   cluster = 8
//   layout = "natural"
//   access = "constant-geometry"
//   twiddles = "table"
//   four_step = false
//   truncate = 0
//   pointwise = "hadamard"
//   scaling = "merged"
//   streams = 1
//
//   [moduli]
//   primes = [268369921, 268361729, 268271617]
//
// kernels, in launch order; grid = (grid_x, towers, batch); cost per polynomial of one tower:
//   ntt_u32_n12_r4_s6x6_c8_barrettdq_cg_q3_fwd0: grid_x 8, block 8 x 16, shared 4224 B; mulmods 12288, addmods 24576, butterflies 12288, global bytes 32768 (read 16384, write 16384), table bytes 36864, shuffles 0
//   ntt_u32_n12_r4_s6x6_c8_barrettdq_cg_q3_fwd1: grid_x 8, block 16 x 8, shared 4224 B; mulmods 12288, addmods 24576, butterflies 12288, global bytes 32768 (read 16384, write 16384), table bytes 36864, shuffles 0
//   ntt_u32_n12_r4_s6x6_c8_barrettdq_cg_q3_pw: grid_x 32, block 128 x 1, shared 0 B; mulmods 4096, addmods 0, butterflies 0, global bytes 49152 (read 32768, write 16384), table bytes 0, shuffles 0
//   ntt_u32_n12_r4_s6x6_c8_barrettdq_cg_q3_inv1: grid_x 8, block 16 x 8, shared 4224 B; mulmods 12288, addmods 24576, butterflies 12288, global bytes 32768 (read 16384, write 16384), table bytes 36864, shuffles 0
//   ntt_u32_n12_r4_s6x6_c8_barrettdq_cg_q3_inv0: grid_x 8, block 8 x 16, shared 4224 B; mulmods 12288, addmods 24576, butterflies 12288, global bytes 32768 (read 16384, write 16384), table bytes 36864, shuffles 0
//   ntt_u32_n12_r4_s6x6_c8_barrettdq_cg_q3_pwinv1: grid_x 8, block 16 x 8, shared 4224 B; mulmods 16384, addmods 24576, butterflies 12288, global bytes 49152 (read 32768, write 16384), table bytes 36864, shuffles 0

typedef unsigned int uint32_t;
typedef unsigned long long uint64_t;
typedef uint32_t word_t;

/* nttgen reduce/common.cu (word = u32): ModConst and the modular
 * add / sub / half shared by every reduction variant. Rust twin:
 * codegen/src/arith/reduce/common.rs. Inputs in [0, q), outputs in [0, q).
 * Expects word_t to be typedef'd to uint32_t.
 *
 * mod_add: Shivdikar Alg. 1, one branch-free correctional subtraction.
 * u32: needs q < 2^31 (every u32 variant's bound implies it).
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
    return __umulhi(a, b);
}

/* (hi·2^β + lo) >> s truncated to one word, for 1 <= s < β. */
__device__ __forceinline__ word_t mod_shr_wide(word_t hi, word_t lo, unsigned int s) {
    return __funnelshift_r(lo, hi, s);
}

__device__ __forceinline__ word_t mod_add(word_t a, word_t b, word_t q) {
    word_t s = a + b;
    return s - (q & mod_mask(s >= q));
}

__device__ __forceinline__ word_t mod_sub(word_t a, word_t b, word_t q) {
    word_t d = a - b;
    return d + (q & mod_mask(a < b));
}

__device__ __forceinline__ word_t mod_half(word_t a, word_t q) {
    return (a >> 1) + (((q >> 1) + 1) & mod_mask((a & 1) != 0));
}

/* nttgen reduce/barrett-dq.cu (word = u32): Dhem–Quisquater's modified
 * Barrett reduction, Shivdikar Alg. 3 (α = N + 3, β_DQ = -2; as in PALISADE).
 * Rust twin: codegen/src/arith/reduce/barrett_dq.rs.
 *
 * Bounds: m = len(q) <= β - 4, q >= 4, q != 2^(β-5); x = a·b < 2^(2m).
 * μ = floor(2^(2m+3) / q).
 *   1: c    = x >> (m - 2)
 *   2: quot = (c·μ) >> (m + 5)       computed as mulhi(c, μ·2^a) >> b (exact),
 *                                    a = max(0, β-m-5), b = max(0, m+5-β)
 *   3: rem  = x - quot·q             (< 2q, exact in one word)
 *   4-5: one branch-free correctional subtraction
 * ModConst: c0 = μ·2^a, c1 = m - 2, c2 = b (0 or 1).
 * Twiddles are stored as is; mod_mul_tw ignores w_comp.
 */

__device__ __forceinline__ word_t mod_barrett_dq(word_t xhi, word_t xlo, const ModConst m) {
    word_t c = mod_shr_wide(xhi, xlo, (unsigned int)m.c1);      /* 1 */
    word_t quot = mod_mulhi(c, m.c0) >> (unsigned int)m.c2;      /* 2 */
    word_t rem = xlo - quot * m.q;                               /* 3 */
    return rem - (m.q & mod_mask(rem >= m.q));                   /* 4-5 */
}

__device__ __forceinline__ word_t mod_mul(word_t a, word_t b, const ModConst m) {
    return mod_barrett_dq(mod_mulhi(a, b), a * b, m);
}

__device__ __forceinline__ word_t mod_mul_tw(word_t a, word_t w, word_t w_comp, const ModConst m) {
    return mod_mul(a, w, m);
}


extern "C" __global__ void __launch_bounds__(128) ntt_u32_n12_r4_s6x6_c8_barrettdq_cg_q3_fwd0(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_fwd_v,
    const ModConst* __restrict__ mods)
{
    const size_t poly = ((size_t)blockIdx.z * gridDim.y + blockIdx.y) * 4096;
    const ModConst m = mods[blockIdx.y];
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r6, r8;

    // phase 0: forward kernel 0: load
    r0 = x[poly + (((((blockIdx.x >> 3) | (threadIdx.x >> 6)) << 12) | (threadIdx.y << 6)) | (((blockIdx.x & 7u) << 3) | (threadIdx.x & 63u)))];
    r1 = x[poly + (((((blockIdx.x >> 3) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y | 16u) << 6)) | (((blockIdx.x & 7u) << 3) | (threadIdx.x & 63u)))];
    r2 = x[poly + (((((blockIdx.x >> 3) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y | 32u) << 6)) | (((blockIdx.x & 7u) << 3) | (threadIdx.x & 63u)))];
    r3 = x[poly + (((((blockIdx.x >> 3) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y | 48u) << 6)) | (((blockIdx.x & 7u) << 3) | (threadIdx.x & 63u)))];
    r4 = tw_fwd_v[(size_t)blockIdx.y * 4096 + (1u + (((blockIdx.x >> 3) | (threadIdx.x >> 6)) | (threadIdx.y >> 6)))];
    {
        const word_t t = mod_mul_tw(r2, r4, 0, m);
        const word_t u = r0;
        r0 = mod_add(u, t, m.q);
        r2 = mod_sub(u, t, m.q);
    }
    {
        const word_t t = mod_mul_tw(r3, r4, 0, m);
        const word_t u = r1;
        r1 = mod_add(u, t, m.q);
        r3 = mod_sub(u, t, m.q);
    }
    r6 = tw_fwd_v[(size_t)blockIdx.y * 4096 + (2u + ((((blockIdx.x >> 3) | (threadIdx.x >> 6)) << 1) | (threadIdx.y >> 5)))];
    {
        const word_t t = mod_mul_tw(r1, r6, 0, m);
        const word_t u = r0;
        r0 = mod_add(u, t, m.q);
        r1 = mod_sub(u, t, m.q);
    }
    r8 = tw_fwd_v[(size_t)blockIdx.y * 4096 + (2u + ((((blockIdx.x >> 3) | (threadIdx.x >> 6)) << 1) | ((threadIdx.y >> 5) | 1u)))];
    {
        const word_t t = mod_mul_tw(r3, r8, 0, m);
        const word_t u = r2;
        r2 = mod_add(u, t, m.q);
        r3 = mod_sub(u, t, m.q);
    }
    smem[((528u + (((((threadIdx.y & 15u) << 2) | (threadIdx.y >> 4)) << 3) + threadIdx.x)) + ((((((threadIdx.y & 15u) << 2) | (threadIdx.y >> 4)) << 3) + threadIdx.x) >> 5))] = r0;
    smem[((528u + (((((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 1u)) << 3) + threadIdx.x)) + ((((((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 1u)) << 3) + threadIdx.x) >> 5))] = r1;
    smem[((528u + (((((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 2u)) << 3) + threadIdx.x)) + ((((((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 2u)) << 3) + threadIdx.x) >> 5))] = r2;
    smem[((528u + (((((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 3u)) << 3) + threadIdx.x)) + ((((((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 3u)) << 3) + threadIdx.x) >> 5))] = r3;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[((528u + ((((((threadIdx.y >> 2) & 15u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x)) + (((((((threadIdx.y >> 2) & 15u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) >> 5))];
    r1 = smem[((528u + (((((((threadIdx.y >> 2) & 15u) | 4u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x)) + ((((((((threadIdx.y >> 2) & 15u) | 4u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) >> 5))];
    r2 = smem[((528u + (((((((threadIdx.y >> 2) & 15u) | 8u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x)) + ((((((((threadIdx.y >> 2) & 15u) | 8u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) >> 5))];
    r3 = smem[((528u + (((((((threadIdx.y >> 2) & 15u) | 12u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x)) + ((((((((threadIdx.y >> 2) & 15u) | 12u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) >> 5))];
    r4 = tw_fwd_v[(size_t)blockIdx.y * 4096 + (4u + ((((blockIdx.x >> 3) | (threadIdx.x >> 6)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))))];
    {
        const word_t t = mod_mul_tw(r2, r4, 0, m);
        const word_t u = r0;
        r0 = mod_add(u, t, m.q);
        r2 = mod_sub(u, t, m.q);
    }
    {
        const word_t t = mod_mul_tw(r3, r4, 0, m);
        const word_t u = r1;
        r1 = mod_add(u, t, m.q);
        r3 = mod_sub(u, t, m.q);
    }
    r6 = tw_fwd_v[(size_t)blockIdx.y * 4096 + (8u + ((((blockIdx.x >> 3) | (threadIdx.x >> 6)) << 3) | (((threadIdx.y & 3u) << 1) | (threadIdx.y >> 5))))];
    {
        const word_t t = mod_mul_tw(r1, r6, 0, m);
        const word_t u = r0;
        r0 = mod_add(u, t, m.q);
        r1 = mod_sub(u, t, m.q);
    }
    r8 = tw_fwd_v[(size_t)blockIdx.y * 4096 + (8u + ((((blockIdx.x >> 3) | (threadIdx.x >> 6)) << 3) | (((threadIdx.y & 3u) << 1) | ((threadIdx.y >> 5) | 1u))))];
    {
        const word_t t = mod_mul_tw(r3, r8, 0, m);
        const word_t u = r2;
        r2 = mod_add(u, t, m.q);
        r3 = mod_sub(u, t, m.q);
    }
    smem[(((((((threadIdx.y >> 2) & 3u) << 4) | (((threadIdx.y & 3u) << 2) | (threadIdx.y >> 4))) << 3) + threadIdx.x) + (((((((threadIdx.y >> 2) & 3u) << 4) | (((threadIdx.y & 3u) << 2) | (threadIdx.y >> 4))) << 3) + threadIdx.x) >> 5))] = r0;
    smem[(((((((threadIdx.y >> 2) & 3u) << 4) | (((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 4) | 1u))) << 3) + threadIdx.x) + (((((((threadIdx.y >> 2) & 3u) << 4) | (((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 4) | 1u))) << 3) + threadIdx.x) >> 5))] = r1;
    smem[(((((((threadIdx.y >> 2) & 3u) << 4) | (((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 4) | 2u))) << 3) + threadIdx.x) + (((((((threadIdx.y >> 2) & 3u) << 4) | (((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 4) | 2u))) << 3) + threadIdx.x) >> 5))] = r2;
    smem[(((((((threadIdx.y >> 2) & 3u) << 4) | (((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 4) | 3u))) << 3) + threadIdx.x) + (((((((threadIdx.y >> 2) & 3u) << 4) | (((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 4) | 3u))) << 3) + threadIdx.x) >> 5))] = r3;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[(((((((threadIdx.y >> 4) & 3u) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) + (((((((threadIdx.y >> 4) & 3u) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) >> 5))];
    r1 = smem[((((((((threadIdx.y >> 4) & 3u) | 1u) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) + ((((((((threadIdx.y >> 4) & 3u) | 1u) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) >> 5))];
    r2 = smem[((((((((threadIdx.y >> 4) & 3u) | 2u) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) + ((((((((threadIdx.y >> 4) & 3u) | 2u) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) >> 5))];
    r3 = smem[((((((((threadIdx.y >> 4) & 3u) | 3u) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) + ((((((((threadIdx.y >> 4) & 3u) | 3u) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) >> 5))];
    r4 = tw_fwd_v[(size_t)blockIdx.y * 4096 + (16u + ((((blockIdx.x >> 3) | (threadIdx.x >> 6)) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6))))];
    {
        const word_t t = mod_mul_tw(r2, r4, 0, m);
        const word_t u = r0;
        r0 = mod_add(u, t, m.q);
        r2 = mod_sub(u, t, m.q);
    }
    {
        const word_t t = mod_mul_tw(r3, r4, 0, m);
        const word_t u = r1;
        r1 = mod_add(u, t, m.q);
        r3 = mod_sub(u, t, m.q);
    }
    r6 = tw_fwd_v[(size_t)blockIdx.y * 4096 + (32u + ((((blockIdx.x >> 3) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y & 15u) << 1) | (threadIdx.y >> 5))))];
    {
        const word_t t = mod_mul_tw(r1, r6, 0, m);
        const word_t u = r0;
        r0 = mod_add(u, t, m.q);
        r1 = mod_sub(u, t, m.q);
    }
    r8 = tw_fwd_v[(size_t)blockIdx.y * 4096 + (32u + ((((blockIdx.x >> 3) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y & 15u) << 1) | ((threadIdx.y >> 5) | 1u))))];
    {
        const word_t t = mod_mul_tw(r3, r8, 0, m);
        const word_t u = r2;
        r2 = mod_add(u, t, m.q);
        r3 = mod_sub(u, t, m.q);
    }
    x[poly + (((((blockIdx.x >> 3) | (threadIdx.x >> 6)) << 12) | ((((threadIdx.y & 15u) << 2) | (threadIdx.y >> 4)) << 6)) | (((blockIdx.x & 7u) << 3) | (threadIdx.x & 63u)))] = r0;
    x[poly + (((((blockIdx.x >> 3) | (threadIdx.x >> 6)) << 12) | ((((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 1u)) << 6)) | (((blockIdx.x & 7u) << 3) | (threadIdx.x & 63u)))] = r1;
    x[poly + (((((blockIdx.x >> 3) | (threadIdx.x >> 6)) << 12) | ((((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 2u)) << 6)) | (((blockIdx.x & 7u) << 3) | (threadIdx.x & 63u)))] = r2;
    x[poly + (((((blockIdx.x >> 3) | (threadIdx.x >> 6)) << 12) | ((((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 3u)) << 6)) | (((blockIdx.x & 7u) << 3) | (threadIdx.x & 63u)))] = r3;
}

extern "C" __global__ void __launch_bounds__(128) ntt_u32_n12_r4_s6x6_c8_barrettdq_cg_q3_fwd1(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_fwd_v,
    const ModConst* __restrict__ mods)
{
    const size_t poly = ((size_t)blockIdx.z * gridDim.y + blockIdx.y) * 4096;
    const ModConst m = mods[blockIdx.y];
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r6, r8;

    // phase 0: forward kernel 1: load
    r0 = x[poly + ((((blockIdx.x << 3) | threadIdx.y) << 6) | threadIdx.x)];
    r1 = x[poly + ((((blockIdx.x << 3) | threadIdx.y) << 6) | (threadIdx.x | 16u))];
    r2 = x[poly + ((((blockIdx.x << 3) | threadIdx.y) << 6) | (threadIdx.x | 32u))];
    r3 = x[poly + ((((blockIdx.x << 3) | threadIdx.y) << 6) | (threadIdx.x | 48u))];
    r4 = tw_fwd_v[(size_t)blockIdx.y * 4096 + (64u + (((blockIdx.x << 3) | threadIdx.y) | (threadIdx.x >> 6)))];
    {
        const word_t t = mod_mul_tw(r2, r4, 0, m);
        const word_t u = r0;
        r0 = mod_add(u, t, m.q);
        r2 = mod_sub(u, t, m.q);
    }
    {
        const word_t t = mod_mul_tw(r3, r4, 0, m);
        const word_t u = r1;
        r1 = mod_add(u, t, m.q);
        r3 = mod_sub(u, t, m.q);
    }
    r6 = tw_fwd_v[(size_t)blockIdx.y * 4096 + (128u + ((((blockIdx.x << 3) | threadIdx.y) << 1) | (threadIdx.x >> 5)))];
    {
        const word_t t = mod_mul_tw(r1, r6, 0, m);
        const word_t u = r0;
        r0 = mod_add(u, t, m.q);
        r1 = mod_sub(u, t, m.q);
    }
    r8 = tw_fwd_v[(size_t)blockIdx.y * 4096 + (128u + ((((blockIdx.x << 3) | threadIdx.y) << 1) | ((threadIdx.x >> 5) | 1u)))];
    {
        const word_t t = mod_mul_tw(r3, r8, 0, m);
        const word_t u = r2;
        r2 = mod_add(u, t, m.q);
        r3 = mod_sub(u, t, m.q);
    }
    smem[((528u + ((threadIdx.y << 6) + (((threadIdx.x & 15u) << 2) | (threadIdx.x >> 4)))) + (((threadIdx.y << 6) + (((threadIdx.x & 15u) << 2) | (threadIdx.x >> 4))) >> 5))] = r0;
    smem[((528u + ((threadIdx.y << 6) + (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 1u)))) + (((threadIdx.y << 6) + (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 1u))) >> 5))] = r1;
    smem[((528u + ((threadIdx.y << 6) + (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 2u)))) + (((threadIdx.y << 6) + (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 2u))) >> 5))] = r2;
    smem[((528u + ((threadIdx.y << 6) + (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 3u)))) + (((threadIdx.y << 6) + (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 3u))) >> 5))] = r3;
    __syncthreads();

    // phase 1: forward kernel 1: group 1
    r0 = smem[((528u + ((threadIdx.y << 6) + ((((threadIdx.x >> 2) & 15u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6))))) + (((threadIdx.y << 6) + ((((threadIdx.x >> 2) & 15u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) >> 5))];
    r1 = smem[((528u + ((threadIdx.y << 6) + (((((threadIdx.x >> 2) & 15u) | 4u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6))))) + (((threadIdx.y << 6) + (((((threadIdx.x >> 2) & 15u) | 4u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) >> 5))];
    r2 = smem[((528u + ((threadIdx.y << 6) + (((((threadIdx.x >> 2) & 15u) | 8u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6))))) + (((threadIdx.y << 6) + (((((threadIdx.x >> 2) & 15u) | 8u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) >> 5))];
    r3 = smem[((528u + ((threadIdx.y << 6) + (((((threadIdx.x >> 2) & 15u) | 12u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6))))) + (((threadIdx.y << 6) + (((((threadIdx.x >> 2) & 15u) | 12u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) >> 5))];
    r4 = tw_fwd_v[(size_t)blockIdx.y * 4096 + (256u + ((((blockIdx.x << 3) | threadIdx.y) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6))))];
    {
        const word_t t = mod_mul_tw(r2, r4, 0, m);
        const word_t u = r0;
        r0 = mod_add(u, t, m.q);
        r2 = mod_sub(u, t, m.q);
    }
    {
        const word_t t = mod_mul_tw(r3, r4, 0, m);
        const word_t u = r1;
        r1 = mod_add(u, t, m.q);
        r3 = mod_sub(u, t, m.q);
    }
    r6 = tw_fwd_v[(size_t)blockIdx.y * 4096 + (512u + ((((blockIdx.x << 3) | threadIdx.y) << 3) | (((threadIdx.x & 3u) << 1) | (threadIdx.x >> 5))))];
    {
        const word_t t = mod_mul_tw(r1, r6, 0, m);
        const word_t u = r0;
        r0 = mod_add(u, t, m.q);
        r1 = mod_sub(u, t, m.q);
    }
    r8 = tw_fwd_v[(size_t)blockIdx.y * 4096 + (512u + ((((blockIdx.x << 3) | threadIdx.y) << 3) | (((threadIdx.x & 3u) << 1) | ((threadIdx.x >> 5) | 1u))))];
    {
        const word_t t = mod_mul_tw(r3, r8, 0, m);
        const word_t u = r2;
        r2 = mod_add(u, t, m.q);
        r3 = mod_sub(u, t, m.q);
    }
    smem[(((threadIdx.y << 6) + ((((threadIdx.x >> 2) & 3u) << 4) | (((threadIdx.x & 3u) << 2) | (threadIdx.x >> 4)))) + (((threadIdx.y << 6) + ((((threadIdx.x >> 2) & 3u) << 4) | (((threadIdx.x & 3u) << 2) | (threadIdx.x >> 4)))) >> 5))] = r0;
    smem[(((threadIdx.y << 6) + ((((threadIdx.x >> 2) & 3u) << 4) | (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 4) | 1u)))) + (((threadIdx.y << 6) + ((((threadIdx.x >> 2) & 3u) << 4) | (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 4) | 1u)))) >> 5))] = r1;
    smem[(((threadIdx.y << 6) + ((((threadIdx.x >> 2) & 3u) << 4) | (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 4) | 2u)))) + (((threadIdx.y << 6) + ((((threadIdx.x >> 2) & 3u) << 4) | (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 4) | 2u)))) >> 5))] = r2;
    smem[(((threadIdx.y << 6) + ((((threadIdx.x >> 2) & 3u) << 4) | (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 4) | 3u)))) + (((threadIdx.y << 6) + ((((threadIdx.x >> 2) & 3u) << 4) | (((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 4) | 3u)))) >> 5))] = r3;
    __syncthreads();

    // phase 2: forward kernel 1: group 2
    r0 = smem[(((threadIdx.y << 6) + ((((threadIdx.x >> 4) & 3u) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 6) + ((((threadIdx.x >> 4) & 3u) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6)))) >> 5))];
    r1 = smem[(((threadIdx.y << 6) + (((((threadIdx.x >> 4) & 3u) | 1u) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 6) + (((((threadIdx.x >> 4) & 3u) | 1u) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6)))) >> 5))];
    r2 = smem[(((threadIdx.y << 6) + (((((threadIdx.x >> 4) & 3u) | 2u) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 6) + (((((threadIdx.x >> 4) & 3u) | 2u) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6)))) >> 5))];
    r3 = smem[(((threadIdx.y << 6) + (((((threadIdx.x >> 4) & 3u) | 3u) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6)))) + (((threadIdx.y << 6) + (((((threadIdx.x >> 4) & 3u) | 3u) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6)))) >> 5))];
    r4 = tw_fwd_v[(size_t)blockIdx.y * 4096 + (1024u + ((((blockIdx.x << 3) | threadIdx.y) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6))))];
    {
        const word_t t = mod_mul_tw(r2, r4, 0, m);
        const word_t u = r0;
        r0 = mod_add(u, t, m.q);
        r2 = mod_sub(u, t, m.q);
    }
    {
        const word_t t = mod_mul_tw(r3, r4, 0, m);
        const word_t u = r1;
        r1 = mod_add(u, t, m.q);
        r3 = mod_sub(u, t, m.q);
    }
    r6 = tw_fwd_v[(size_t)blockIdx.y * 4096 + (2048u + ((((blockIdx.x << 3) | threadIdx.y) << 5) | (((threadIdx.x & 15u) << 1) | (threadIdx.x >> 5))))];
    {
        const word_t t = mod_mul_tw(r1, r6, 0, m);
        const word_t u = r0;
        r0 = mod_add(u, t, m.q);
        r1 = mod_sub(u, t, m.q);
    }
    r8 = tw_fwd_v[(size_t)blockIdx.y * 4096 + (2048u + ((((blockIdx.x << 3) | threadIdx.y) << 5) | (((threadIdx.x & 15u) << 1) | ((threadIdx.x >> 5) | 1u))))];
    {
        const word_t t = mod_mul_tw(r3, r8, 0, m);
        const word_t u = r2;
        r2 = mod_add(u, t, m.q);
        r3 = mod_sub(u, t, m.q);
    }
    x[poly + ((((blockIdx.x << 3) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | (threadIdx.x >> 4)))] = r0;
    x[poly + ((((blockIdx.x << 3) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 1u)))] = r1;
    x[poly + ((((blockIdx.x << 3) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 2u)))] = r2;
    x[poly + ((((blockIdx.x << 3) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 3u)))] = r3;
}

extern "C" __global__ void __launch_bounds__(128) ntt_u32_n12_r4_s6x6_c8_barrettdq_cg_q3_pw(
    word_t* __restrict__ x,
    word_t* __restrict__ y,
    const ModConst* __restrict__ mods)
{
    const size_t poly = ((size_t)blockIdx.z * gridDim.y + blockIdx.y) * 4096;
    const ModConst m = mods[blockIdx.y];
    word_t r0, r1;

    // phase 0: pointwise
    r0 = x[poly + ((blockIdx.x << 7) + threadIdx.x)];
    r1 = y[poly + ((blockIdx.x << 7) + threadIdx.x)];
    r0 = mod_mul(r0, r1, m);
    x[poly + ((blockIdx.x << 7) + threadIdx.x)] = r0;
}

extern "C" __global__ void __launch_bounds__(128) ntt_u32_n12_r4_s6x6_c8_barrettdq_cg_q3_inv1(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_inv_v,
    const ModConst* __restrict__ mods)
{
    const size_t poly = ((size_t)blockIdx.z * gridDim.y + blockIdx.y) * 4096;
    const ModConst m = mods[blockIdx.y];
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r6, r8;

    // phase 0: inverse kernel 1: load
    r0 = x[poly + ((((blockIdx.x << 3) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | (threadIdx.x >> 4)))];
    r1 = x[poly + ((((blockIdx.x << 3) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 1u)))];
    r2 = x[poly + ((((blockIdx.x << 3) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 2u)))];
    r3 = x[poly + ((((blockIdx.x << 3) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 3u)))];
    r4 = tw_inv_v[(size_t)blockIdx.y * 4096 + (2048u + ((((blockIdx.x << 3) | threadIdx.y) << 5) | (((threadIdx.x & 15u) << 1) | (threadIdx.x >> 5))))];
    {
        const word_t d = mod_sub(r0, r1, m.q);
        r0 = mod_half(mod_add(r0, r1, m.q), m.q);
        r1 = mod_half(mod_mul_tw(d, r4, 0, m), m.q);
    }
    r6 = tw_inv_v[(size_t)blockIdx.y * 4096 + (2048u + ((((blockIdx.x << 3) | threadIdx.y) << 5) | (((threadIdx.x & 15u) << 1) | ((threadIdx.x >> 5) | 1u))))];
    {
        const word_t d = mod_sub(r2, r3, m.q);
        r2 = mod_half(mod_add(r2, r3, m.q), m.q);
        r3 = mod_half(mod_mul_tw(d, r6, 0, m), m.q);
    }
    r8 = tw_inv_v[(size_t)blockIdx.y * 4096 + (1024u + ((((blockIdx.x << 3) | threadIdx.y) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6))))];
    {
        const word_t d = mod_sub(r0, r2, m.q);
        r0 = mod_half(mod_add(r0, r2, m.q), m.q);
        r2 = mod_half(mod_mul_tw(d, r8, 0, m), m.q);
    }
    {
        const word_t d = mod_sub(r1, r3, m.q);
        r1 = mod_half(mod_add(r1, r3, m.q), m.q);
        r3 = mod_half(mod_mul_tw(d, r8, 0, m), m.q);
    }
    smem[((528u + ((threadIdx.y << 6) + (((((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 4) & 15u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8))))) + (((threadIdx.y << 6) + (((((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 4) & 15u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8)))) >> 5))] = r0;
    smem[((528u + ((threadIdx.y << 6) + (((((threadIdx.x & 3u) << 2) | (((threadIdx.x >> 4) & 15u) | 1u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8))))) + (((threadIdx.y << 6) + (((((threadIdx.x & 3u) << 2) | (((threadIdx.x >> 4) & 15u) | 1u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8)))) >> 5))] = r1;
    smem[((528u + ((threadIdx.y << 6) + (((((threadIdx.x & 3u) << 2) | (((threadIdx.x >> 4) & 15u) | 2u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8))))) + (((threadIdx.y << 6) + (((((threadIdx.x & 3u) << 2) | (((threadIdx.x >> 4) & 15u) | 2u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8)))) >> 5))] = r2;
    smem[((528u + ((threadIdx.y << 6) + (((((threadIdx.x & 3u) << 2) | (((threadIdx.x >> 4) & 15u) | 3u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8))))) + (((threadIdx.y << 6) + (((((threadIdx.x & 3u) << 2) | (((threadIdx.x >> 4) & 15u) | 3u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8)))) >> 5))] = r3;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[((528u + ((threadIdx.y << 6) + ((((threadIdx.x >> 2) & 15u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6))))) + (((threadIdx.y << 6) + ((((threadIdx.x >> 2) & 15u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) >> 5))];
    r1 = smem[((528u + ((threadIdx.y << 6) + (((((threadIdx.x >> 2) & 15u) | 4u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6))))) + (((threadIdx.y << 6) + (((((threadIdx.x >> 2) & 15u) | 4u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) >> 5))];
    r2 = smem[((528u + ((threadIdx.y << 6) + (((((threadIdx.x >> 2) & 15u) | 8u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6))))) + (((threadIdx.y << 6) + (((((threadIdx.x >> 2) & 15u) | 8u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) >> 5))];
    r3 = smem[((528u + ((threadIdx.y << 6) + (((((threadIdx.x >> 2) & 15u) | 12u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6))))) + (((threadIdx.y << 6) + (((((threadIdx.x >> 2) & 15u) | 12u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) >> 5))];
    r4 = tw_inv_v[(size_t)blockIdx.y * 4096 + (512u + ((((blockIdx.x << 3) | threadIdx.y) << 3) | (((threadIdx.x & 3u) << 1) | (threadIdx.x >> 5))))];
    {
        const word_t d = mod_sub(r0, r1, m.q);
        r0 = mod_half(mod_add(r0, r1, m.q), m.q);
        r1 = mod_half(mod_mul_tw(d, r4, 0, m), m.q);
    }
    r6 = tw_inv_v[(size_t)blockIdx.y * 4096 + (512u + ((((blockIdx.x << 3) | threadIdx.y) << 3) | (((threadIdx.x & 3u) << 1) | ((threadIdx.x >> 5) | 1u))))];
    {
        const word_t d = mod_sub(r2, r3, m.q);
        r2 = mod_half(mod_add(r2, r3, m.q), m.q);
        r3 = mod_half(mod_mul_tw(d, r6, 0, m), m.q);
    }
    r8 = tw_inv_v[(size_t)blockIdx.y * 4096 + (256u + ((((blockIdx.x << 3) | threadIdx.y) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6))))];
    {
        const word_t d = mod_sub(r0, r2, m.q);
        r0 = mod_half(mod_add(r0, r2, m.q), m.q);
        r2 = mod_half(mod_mul_tw(d, r8, 0, m), m.q);
    }
    {
        const word_t d = mod_sub(r1, r3, m.q);
        r1 = mod_half(mod_add(r1, r3, m.q), m.q);
        r3 = mod_half(mod_mul_tw(d, r8, 0, m), m.q);
    }
    smem[(((threadIdx.y << 6) + (((threadIdx.x & 3u) << 4) | (threadIdx.x >> 2))) + (((threadIdx.y << 6) + (((threadIdx.x & 3u) << 4) | (threadIdx.x >> 2))) >> 5))] = r0;
    smem[(((threadIdx.y << 6) + (((threadIdx.x & 3u) << 4) | ((threadIdx.x >> 2) | 4u))) + (((threadIdx.y << 6) + (((threadIdx.x & 3u) << 4) | ((threadIdx.x >> 2) | 4u))) >> 5))] = r1;
    smem[(((threadIdx.y << 6) + (((threadIdx.x & 3u) << 4) | ((threadIdx.x >> 2) | 8u))) + (((threadIdx.y << 6) + (((threadIdx.x & 3u) << 4) | ((threadIdx.x >> 2) | 8u))) >> 5))] = r2;
    smem[(((threadIdx.y << 6) + (((threadIdx.x & 3u) << 4) | ((threadIdx.x >> 2) | 12u))) + (((threadIdx.y << 6) + (((threadIdx.x & 3u) << 4) | ((threadIdx.x >> 2) | 12u))) >> 5))] = r3;
    __syncthreads();

    // phase 2: inverse kernel 1: group 2
    r0 = smem[(((threadIdx.y << 6) + threadIdx.x) + (((threadIdx.y << 6) + threadIdx.x) >> 5))];
    r1 = smem[(((threadIdx.y << 6) + (threadIdx.x | 16u)) + (((threadIdx.y << 6) + (threadIdx.x | 16u)) >> 5))];
    r2 = smem[(((threadIdx.y << 6) + (threadIdx.x | 32u)) + (((threadIdx.y << 6) + (threadIdx.x | 32u)) >> 5))];
    r3 = smem[(((threadIdx.y << 6) + (threadIdx.x | 48u)) + (((threadIdx.y << 6) + (threadIdx.x | 48u)) >> 5))];
    r4 = tw_inv_v[(size_t)blockIdx.y * 4096 + (128u + ((((blockIdx.x << 3) | threadIdx.y) << 1) | (threadIdx.x >> 5)))];
    {
        const word_t d = mod_sub(r0, r1, m.q);
        r0 = mod_half(mod_add(r0, r1, m.q), m.q);
        r1 = mod_half(mod_mul_tw(d, r4, 0, m), m.q);
    }
    r6 = tw_inv_v[(size_t)blockIdx.y * 4096 + (128u + ((((blockIdx.x << 3) | threadIdx.y) << 1) | ((threadIdx.x >> 5) | 1u)))];
    {
        const word_t d = mod_sub(r2, r3, m.q);
        r2 = mod_half(mod_add(r2, r3, m.q), m.q);
        r3 = mod_half(mod_mul_tw(d, r6, 0, m), m.q);
    }
    r8 = tw_inv_v[(size_t)blockIdx.y * 4096 + (64u + (((blockIdx.x << 3) | threadIdx.y) | (threadIdx.x >> 6)))];
    {
        const word_t d = mod_sub(r0, r2, m.q);
        r0 = mod_half(mod_add(r0, r2, m.q), m.q);
        r2 = mod_half(mod_mul_tw(d, r8, 0, m), m.q);
    }
    {
        const word_t d = mod_sub(r1, r3, m.q);
        r1 = mod_half(mod_add(r1, r3, m.q), m.q);
        r3 = mod_half(mod_mul_tw(d, r8, 0, m), m.q);
    }
    x[poly + ((((blockIdx.x << 3) | threadIdx.y) << 6) | threadIdx.x)] = r0;
    x[poly + ((((blockIdx.x << 3) | threadIdx.y) << 6) | (threadIdx.x | 16u))] = r1;
    x[poly + ((((blockIdx.x << 3) | threadIdx.y) << 6) | (threadIdx.x | 32u))] = r2;
    x[poly + ((((blockIdx.x << 3) | threadIdx.y) << 6) | (threadIdx.x | 48u))] = r3;
}

extern "C" __global__ void __launch_bounds__(128) ntt_u32_n12_r4_s6x6_c8_barrettdq_cg_q3_inv0(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_inv_v,
    const ModConst* __restrict__ mods)
{
    const size_t poly = ((size_t)blockIdx.z * gridDim.y + blockIdx.y) * 4096;
    const ModConst m = mods[blockIdx.y];
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r6, r8;

    // phase 0: inverse kernel 0: load
    r0 = x[poly + (((((blockIdx.x >> 3) | (threadIdx.x >> 6)) << 12) | ((((threadIdx.y & 15u) << 2) | (threadIdx.y >> 4)) << 6)) | (((blockIdx.x & 7u) << 3) | (threadIdx.x & 63u)))];
    r1 = x[poly + (((((blockIdx.x >> 3) | (threadIdx.x >> 6)) << 12) | ((((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 1u)) << 6)) | (((blockIdx.x & 7u) << 3) | (threadIdx.x & 63u)))];
    r2 = x[poly + (((((blockIdx.x >> 3) | (threadIdx.x >> 6)) << 12) | ((((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 2u)) << 6)) | (((blockIdx.x & 7u) << 3) | (threadIdx.x & 63u)))];
    r3 = x[poly + (((((blockIdx.x >> 3) | (threadIdx.x >> 6)) << 12) | ((((threadIdx.y & 15u) << 2) | ((threadIdx.y >> 4) | 3u)) << 6)) | (((blockIdx.x & 7u) << 3) | (threadIdx.x & 63u)))];
    r4 = tw_inv_v[(size_t)blockIdx.y * 4096 + (32u + ((((blockIdx.x >> 3) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y & 15u) << 1) | (threadIdx.y >> 5))))];
    {
        const word_t d = mod_sub(r0, r1, m.q);
        r0 = mod_half(mod_add(r0, r1, m.q), m.q);
        r1 = mod_half(mod_mul_tw(d, r4, 0, m), m.q);
    }
    r6 = tw_inv_v[(size_t)blockIdx.y * 4096 + (32u + ((((blockIdx.x >> 3) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y & 15u) << 1) | ((threadIdx.y >> 5) | 1u))))];
    {
        const word_t d = mod_sub(r2, r3, m.q);
        r2 = mod_half(mod_add(r2, r3, m.q), m.q);
        r3 = mod_half(mod_mul_tw(d, r6, 0, m), m.q);
    }
    r8 = tw_inv_v[(size_t)blockIdx.y * 4096 + (16u + ((((blockIdx.x >> 3) | (threadIdx.x >> 6)) << 4) | ((threadIdx.y & 15u) | (threadIdx.y >> 6))))];
    {
        const word_t d = mod_sub(r0, r2, m.q);
        r0 = mod_half(mod_add(r0, r2, m.q), m.q);
        r2 = mod_half(mod_mul_tw(d, r8, 0, m), m.q);
    }
    {
        const word_t d = mod_sub(r1, r3, m.q);
        r1 = mod_half(mod_add(r1, r3, m.q), m.q);
        r3 = mod_half(mod_mul_tw(d, r8, 0, m), m.q);
    }
    smem[((528u + (((((((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 4) & 15u)) << 2) | (((threadIdx.y >> 2) & 3u) | (threadIdx.y >> 8))) << 3) + threadIdx.x)) + ((((((((threadIdx.y & 3u) << 2) | ((threadIdx.y >> 4) & 15u)) << 2) | (((threadIdx.y >> 2) & 3u) | (threadIdx.y >> 8))) << 3) + threadIdx.x) >> 5))] = r0;
    smem[((528u + (((((((threadIdx.y & 3u) << 2) | (((threadIdx.y >> 4) & 15u) | 1u)) << 2) | (((threadIdx.y >> 2) & 3u) | (threadIdx.y >> 8))) << 3) + threadIdx.x)) + ((((((((threadIdx.y & 3u) << 2) | (((threadIdx.y >> 4) & 15u) | 1u)) << 2) | (((threadIdx.y >> 2) & 3u) | (threadIdx.y >> 8))) << 3) + threadIdx.x) >> 5))] = r1;
    smem[((528u + (((((((threadIdx.y & 3u) << 2) | (((threadIdx.y >> 4) & 15u) | 2u)) << 2) | (((threadIdx.y >> 2) & 3u) | (threadIdx.y >> 8))) << 3) + threadIdx.x)) + ((((((((threadIdx.y & 3u) << 2) | (((threadIdx.y >> 4) & 15u) | 2u)) << 2) | (((threadIdx.y >> 2) & 3u) | (threadIdx.y >> 8))) << 3) + threadIdx.x) >> 5))] = r2;
    smem[((528u + (((((((threadIdx.y & 3u) << 2) | (((threadIdx.y >> 4) & 15u) | 3u)) << 2) | (((threadIdx.y >> 2) & 3u) | (threadIdx.y >> 8))) << 3) + threadIdx.x)) + ((((((((threadIdx.y & 3u) << 2) | (((threadIdx.y >> 4) & 15u) | 3u)) << 2) | (((threadIdx.y >> 2) & 3u) | (threadIdx.y >> 8))) << 3) + threadIdx.x) >> 5))] = r3;
    __syncthreads();

    // phase 1: inverse kernel 0: group 1
    r0 = smem[((528u + ((((((threadIdx.y >> 2) & 15u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x)) + (((((((threadIdx.y >> 2) & 15u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) >> 5))];
    r1 = smem[((528u + (((((((threadIdx.y >> 2) & 15u) | 4u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x)) + ((((((((threadIdx.y >> 2) & 15u) | 4u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) >> 5))];
    r2 = smem[((528u + (((((((threadIdx.y >> 2) & 15u) | 8u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x)) + ((((((((threadIdx.y >> 2) & 15u) | 8u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) >> 5))];
    r3 = smem[((528u + (((((((threadIdx.y >> 2) & 15u) | 12u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x)) + ((((((((threadIdx.y >> 2) & 15u) | 12u) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))) << 3) + threadIdx.x) >> 5))];
    r4 = tw_inv_v[(size_t)blockIdx.y * 4096 + (8u + ((((blockIdx.x >> 3) | (threadIdx.x >> 6)) << 3) | (((threadIdx.y & 3u) << 1) | (threadIdx.y >> 5))))];
    {
        const word_t d = mod_sub(r0, r1, m.q);
        r0 = mod_half(mod_add(r0, r1, m.q), m.q);
        r1 = mod_half(mod_mul_tw(d, r4, 0, m), m.q);
    }
    r6 = tw_inv_v[(size_t)blockIdx.y * 4096 + (8u + ((((blockIdx.x >> 3) | (threadIdx.x >> 6)) << 3) | (((threadIdx.y & 3u) << 1) | ((threadIdx.y >> 5) | 1u))))];
    {
        const word_t d = mod_sub(r2, r3, m.q);
        r2 = mod_half(mod_add(r2, r3, m.q), m.q);
        r3 = mod_half(mod_mul_tw(d, r6, 0, m), m.q);
    }
    r8 = tw_inv_v[(size_t)blockIdx.y * 4096 + (4u + ((((blockIdx.x >> 3) | (threadIdx.x >> 6)) << 2) | ((threadIdx.y & 3u) | (threadIdx.y >> 6))))];
    {
        const word_t d = mod_sub(r0, r2, m.q);
        r0 = mod_half(mod_add(r0, r2, m.q), m.q);
        r2 = mod_half(mod_mul_tw(d, r8, 0, m), m.q);
    }
    {
        const word_t d = mod_sub(r1, r3, m.q);
        r1 = mod_half(mod_add(r1, r3, m.q), m.q);
        r3 = mod_half(mod_mul_tw(d, r8, 0, m), m.q);
    }
    smem[((((((threadIdx.y & 3u) << 4) | (threadIdx.y >> 2)) << 3) + threadIdx.x) + ((((((threadIdx.y & 3u) << 4) | (threadIdx.y >> 2)) << 3) + threadIdx.x) >> 5))] = r0;
    smem[((((((threadIdx.y & 3u) << 4) | ((threadIdx.y >> 2) | 4u)) << 3) + threadIdx.x) + ((((((threadIdx.y & 3u) << 4) | ((threadIdx.y >> 2) | 4u)) << 3) + threadIdx.x) >> 5))] = r1;
    smem[((((((threadIdx.y & 3u) << 4) | ((threadIdx.y >> 2) | 8u)) << 3) + threadIdx.x) + ((((((threadIdx.y & 3u) << 4) | ((threadIdx.y >> 2) | 8u)) << 3) + threadIdx.x) >> 5))] = r2;
    smem[((((((threadIdx.y & 3u) << 4) | ((threadIdx.y >> 2) | 12u)) << 3) + threadIdx.x) + ((((((threadIdx.y & 3u) << 4) | ((threadIdx.y >> 2) | 12u)) << 3) + threadIdx.x) >> 5))] = r3;
    __syncthreads();

    // phase 2: inverse kernel 0: group 2
    r0 = smem[(((threadIdx.y << 3) + threadIdx.x) + (((threadIdx.y << 3) + threadIdx.x) >> 5))];
    r1 = smem[((((threadIdx.y | 16u) << 3) + threadIdx.x) + ((((threadIdx.y | 16u) << 3) + threadIdx.x) >> 5))];
    r2 = smem[((((threadIdx.y | 32u) << 3) + threadIdx.x) + ((((threadIdx.y | 32u) << 3) + threadIdx.x) >> 5))];
    r3 = smem[((((threadIdx.y | 48u) << 3) + threadIdx.x) + ((((threadIdx.y | 48u) << 3) + threadIdx.x) >> 5))];
    r4 = tw_inv_v[(size_t)blockIdx.y * 4096 + (2u + ((((blockIdx.x >> 3) | (threadIdx.x >> 6)) << 1) | (threadIdx.y >> 5)))];
    {
        const word_t d = mod_sub(r0, r1, m.q);
        r0 = mod_half(mod_add(r0, r1, m.q), m.q);
        r1 = mod_half(mod_mul_tw(d, r4, 0, m), m.q);
    }
    r6 = tw_inv_v[(size_t)blockIdx.y * 4096 + (2u + ((((blockIdx.x >> 3) | (threadIdx.x >> 6)) << 1) | ((threadIdx.y >> 5) | 1u)))];
    {
        const word_t d = mod_sub(r2, r3, m.q);
        r2 = mod_half(mod_add(r2, r3, m.q), m.q);
        r3 = mod_half(mod_mul_tw(d, r6, 0, m), m.q);
    }
    r8 = tw_inv_v[(size_t)blockIdx.y * 4096 + (1u + (((blockIdx.x >> 3) | (threadIdx.x >> 6)) | (threadIdx.y >> 6)))];
    {
        const word_t d = mod_sub(r0, r2, m.q);
        r0 = mod_half(mod_add(r0, r2, m.q), m.q);
        r2 = mod_half(mod_mul_tw(d, r8, 0, m), m.q);
    }
    {
        const word_t d = mod_sub(r1, r3, m.q);
        r1 = mod_half(mod_add(r1, r3, m.q), m.q);
        r3 = mod_half(mod_mul_tw(d, r8, 0, m), m.q);
    }
    x[poly + (((((blockIdx.x >> 3) | (threadIdx.x >> 6)) << 12) | (threadIdx.y << 6)) | (((blockIdx.x & 7u) << 3) | (threadIdx.x & 63u)))] = r0;
    x[poly + (((((blockIdx.x >> 3) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y | 16u) << 6)) | (((blockIdx.x & 7u) << 3) | (threadIdx.x & 63u)))] = r1;
    x[poly + (((((blockIdx.x >> 3) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y | 32u) << 6)) | (((blockIdx.x & 7u) << 3) | (threadIdx.x & 63u)))] = r2;
    x[poly + (((((blockIdx.x >> 3) | (threadIdx.x >> 6)) << 12) | ((threadIdx.y | 48u) << 6)) | (((blockIdx.x & 7u) << 3) | (threadIdx.x & 63u)))] = r3;
}

extern "C" __global__ void __launch_bounds__(128) ntt_u32_n12_r4_s6x6_c8_barrettdq_cg_q3_pwinv1(
    word_t* __restrict__ x,
    word_t* __restrict__ y,
    const word_t* __restrict__ tw_inv_v,
    const ModConst* __restrict__ mods)
{
    const size_t poly = ((size_t)blockIdx.z * gridDim.y + blockIdx.y) * 4096;
    const ModConst m = mods[blockIdx.y];
    extern __shared__ word_t smem[];
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r12;

    // phase 0: inverse kernel 1: load
    r0 = x[poly + ((((blockIdx.x << 3) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | (threadIdx.x >> 4)))];
    r4 = y[poly + ((((blockIdx.x << 3) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | (threadIdx.x >> 4)))];
    r0 = mod_mul(r0, r4, m);
    r1 = x[poly + ((((blockIdx.x << 3) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 1u)))];
    r5 = y[poly + ((((blockIdx.x << 3) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 1u)))];
    r1 = mod_mul(r1, r5, m);
    r2 = x[poly + ((((blockIdx.x << 3) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 2u)))];
    r6 = y[poly + ((((blockIdx.x << 3) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 2u)))];
    r2 = mod_mul(r2, r6, m);
    r3 = x[poly + ((((blockIdx.x << 3) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 3u)))];
    r7 = y[poly + ((((blockIdx.x << 3) | threadIdx.y) << 6) | (((threadIdx.x & 15u) << 2) | ((threadIdx.x >> 4) | 3u)))];
    r3 = mod_mul(r3, r7, m);
    r8 = tw_inv_v[(size_t)blockIdx.y * 4096 + (2048u + ((((blockIdx.x << 3) | threadIdx.y) << 5) | (((threadIdx.x & 15u) << 1) | (threadIdx.x >> 5))))];
    {
        const word_t d = mod_sub(r0, r1, m.q);
        r0 = mod_half(mod_add(r0, r1, m.q), m.q);
        r1 = mod_half(mod_mul_tw(d, r8, 0, m), m.q);
    }
    r10 = tw_inv_v[(size_t)blockIdx.y * 4096 + (2048u + ((((blockIdx.x << 3) | threadIdx.y) << 5) | (((threadIdx.x & 15u) << 1) | ((threadIdx.x >> 5) | 1u))))];
    {
        const word_t d = mod_sub(r2, r3, m.q);
        r2 = mod_half(mod_add(r2, r3, m.q), m.q);
        r3 = mod_half(mod_mul_tw(d, r10, 0, m), m.q);
    }
    r12 = tw_inv_v[(size_t)blockIdx.y * 4096 + (1024u + ((((blockIdx.x << 3) | threadIdx.y) << 4) | ((threadIdx.x & 15u) | (threadIdx.x >> 6))))];
    {
        const word_t d = mod_sub(r0, r2, m.q);
        r0 = mod_half(mod_add(r0, r2, m.q), m.q);
        r2 = mod_half(mod_mul_tw(d, r12, 0, m), m.q);
    }
    {
        const word_t d = mod_sub(r1, r3, m.q);
        r1 = mod_half(mod_add(r1, r3, m.q), m.q);
        r3 = mod_half(mod_mul_tw(d, r12, 0, m), m.q);
    }
    smem[((528u + ((threadIdx.y << 6) + (((((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 4) & 15u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8))))) + (((threadIdx.y << 6) + (((((threadIdx.x & 3u) << 2) | ((threadIdx.x >> 4) & 15u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8)))) >> 5))] = r0;
    smem[((528u + ((threadIdx.y << 6) + (((((threadIdx.x & 3u) << 2) | (((threadIdx.x >> 4) & 15u) | 1u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8))))) + (((threadIdx.y << 6) + (((((threadIdx.x & 3u) << 2) | (((threadIdx.x >> 4) & 15u) | 1u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8)))) >> 5))] = r1;
    smem[((528u + ((threadIdx.y << 6) + (((((threadIdx.x & 3u) << 2) | (((threadIdx.x >> 4) & 15u) | 2u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8))))) + (((threadIdx.y << 6) + (((((threadIdx.x & 3u) << 2) | (((threadIdx.x >> 4) & 15u) | 2u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8)))) >> 5))] = r2;
    smem[((528u + ((threadIdx.y << 6) + (((((threadIdx.x & 3u) << 2) | (((threadIdx.x >> 4) & 15u) | 3u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8))))) + (((threadIdx.y << 6) + (((((threadIdx.x & 3u) << 2) | (((threadIdx.x >> 4) & 15u) | 3u)) << 2) | (((threadIdx.x >> 2) & 3u) | (threadIdx.x >> 8)))) >> 5))] = r3;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[((528u + ((threadIdx.y << 6) + ((((threadIdx.x >> 2) & 15u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6))))) + (((threadIdx.y << 6) + ((((threadIdx.x >> 2) & 15u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) >> 5))];
    r1 = smem[((528u + ((threadIdx.y << 6) + (((((threadIdx.x >> 2) & 15u) | 4u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6))))) + (((threadIdx.y << 6) + (((((threadIdx.x >> 2) & 15u) | 4u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) >> 5))];
    r2 = smem[((528u + ((threadIdx.y << 6) + (((((threadIdx.x >> 2) & 15u) | 8u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6))))) + (((threadIdx.y << 6) + (((((threadIdx.x >> 2) & 15u) | 8u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) >> 5))];
    r3 = smem[((528u + ((threadIdx.y << 6) + (((((threadIdx.x >> 2) & 15u) | 12u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6))))) + (((threadIdx.y << 6) + (((((threadIdx.x >> 2) & 15u) | 12u) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6)))) >> 5))];
    r4 = tw_inv_v[(size_t)blockIdx.y * 4096 + (512u + ((((blockIdx.x << 3) | threadIdx.y) << 3) | (((threadIdx.x & 3u) << 1) | (threadIdx.x >> 5))))];
    {
        const word_t d = mod_sub(r0, r1, m.q);
        r0 = mod_half(mod_add(r0, r1, m.q), m.q);
        r1 = mod_half(mod_mul_tw(d, r4, 0, m), m.q);
    }
    r6 = tw_inv_v[(size_t)blockIdx.y * 4096 + (512u + ((((blockIdx.x << 3) | threadIdx.y) << 3) | (((threadIdx.x & 3u) << 1) | ((threadIdx.x >> 5) | 1u))))];
    {
        const word_t d = mod_sub(r2, r3, m.q);
        r2 = mod_half(mod_add(r2, r3, m.q), m.q);
        r3 = mod_half(mod_mul_tw(d, r6, 0, m), m.q);
    }
    r8 = tw_inv_v[(size_t)blockIdx.y * 4096 + (256u + ((((blockIdx.x << 3) | threadIdx.y) << 2) | ((threadIdx.x & 3u) | (threadIdx.x >> 6))))];
    {
        const word_t d = mod_sub(r0, r2, m.q);
        r0 = mod_half(mod_add(r0, r2, m.q), m.q);
        r2 = mod_half(mod_mul_tw(d, r8, 0, m), m.q);
    }
    {
        const word_t d = mod_sub(r1, r3, m.q);
        r1 = mod_half(mod_add(r1, r3, m.q), m.q);
        r3 = mod_half(mod_mul_tw(d, r8, 0, m), m.q);
    }
    smem[(((threadIdx.y << 6) + (((threadIdx.x & 3u) << 4) | (threadIdx.x >> 2))) + (((threadIdx.y << 6) + (((threadIdx.x & 3u) << 4) | (threadIdx.x >> 2))) >> 5))] = r0;
    smem[(((threadIdx.y << 6) + (((threadIdx.x & 3u) << 4) | ((threadIdx.x >> 2) | 4u))) + (((threadIdx.y << 6) + (((threadIdx.x & 3u) << 4) | ((threadIdx.x >> 2) | 4u))) >> 5))] = r1;
    smem[(((threadIdx.y << 6) + (((threadIdx.x & 3u) << 4) | ((threadIdx.x >> 2) | 8u))) + (((threadIdx.y << 6) + (((threadIdx.x & 3u) << 4) | ((threadIdx.x >> 2) | 8u))) >> 5))] = r2;
    smem[(((threadIdx.y << 6) + (((threadIdx.x & 3u) << 4) | ((threadIdx.x >> 2) | 12u))) + (((threadIdx.y << 6) + (((threadIdx.x & 3u) << 4) | ((threadIdx.x >> 2) | 12u))) >> 5))] = r3;
    __syncthreads();

    // phase 2: inverse kernel 1: group 2
    r0 = smem[(((threadIdx.y << 6) + threadIdx.x) + (((threadIdx.y << 6) + threadIdx.x) >> 5))];
    r1 = smem[(((threadIdx.y << 6) + (threadIdx.x | 16u)) + (((threadIdx.y << 6) + (threadIdx.x | 16u)) >> 5))];
    r2 = smem[(((threadIdx.y << 6) + (threadIdx.x | 32u)) + (((threadIdx.y << 6) + (threadIdx.x | 32u)) >> 5))];
    r3 = smem[(((threadIdx.y << 6) + (threadIdx.x | 48u)) + (((threadIdx.y << 6) + (threadIdx.x | 48u)) >> 5))];
    r4 = tw_inv_v[(size_t)blockIdx.y * 4096 + (128u + ((((blockIdx.x << 3) | threadIdx.y) << 1) | (threadIdx.x >> 5)))];
    {
        const word_t d = mod_sub(r0, r1, m.q);
        r0 = mod_half(mod_add(r0, r1, m.q), m.q);
        r1 = mod_half(mod_mul_tw(d, r4, 0, m), m.q);
    }
    r6 = tw_inv_v[(size_t)blockIdx.y * 4096 + (128u + ((((blockIdx.x << 3) | threadIdx.y) << 1) | ((threadIdx.x >> 5) | 1u)))];
    {
        const word_t d = mod_sub(r2, r3, m.q);
        r2 = mod_half(mod_add(r2, r3, m.q), m.q);
        r3 = mod_half(mod_mul_tw(d, r6, 0, m), m.q);
    }
    r8 = tw_inv_v[(size_t)blockIdx.y * 4096 + (64u + (((blockIdx.x << 3) | threadIdx.y) | (threadIdx.x >> 6)))];
    {
        const word_t d = mod_sub(r0, r2, m.q);
        r0 = mod_half(mod_add(r0, r2, m.q), m.q);
        r2 = mod_half(mod_mul_tw(d, r8, 0, m), m.q);
    }
    {
        const word_t d = mod_sub(r1, r3, m.q);
        r1 = mod_half(mod_add(r1, r3, m.q), m.q);
        r3 = mod_half(mod_mul_tw(d, r8, 0, m), m.q);
    }
    x[poly + ((((blockIdx.x << 3) | threadIdx.y) << 6) | threadIdx.x)] = r0;
    x[poly + ((((blockIdx.x << 3) | threadIdx.y) << 6) | (threadIdx.x | 16u))] = r1;
    x[poly + ((((blockIdx.x << 3) | threadIdx.y) << 6) | (threadIdx.x | 32u))] = r2;
    x[poly + ((((blockIdx.x << 3) | threadIdx.y) << 6) | (threadIdx.x | 48u))] = r3;
}

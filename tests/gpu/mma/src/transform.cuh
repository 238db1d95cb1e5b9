// The full forward transform (n = 2^16, u32, a prime per polynomial), two
// kernels of two radix-16 stages each (tables.h says which levels and nodes).
// One kernel template covers every way of building it:
//   WM = 0      CUDA cores only: each lane runs one radix-16 block of the CT
//               network (4 levels, 32 lazy Montgomery butterflies);
//   WM = 8      tensor cores only: each radix-16 block is a column of a
//               16 x 8 mma tile (frag.h), split / recombine / REDC on the
//               CUDA cores, in the `diag` or `folded` form;
//   0 < WM < 8  warp-specialised: warps below WM run the tensor-core path on
//               their sets while the others run butterflies on theirs, so
//               both pipes are busy in one block.
// A block owns 64 sets (columns for kernel A, rows for kernel B) of one
// polynomial: sets 8 sg .. 8 sg + 7 belong to set-group sg, the first WM
// set-groups to the tensor-core warps. Stage X reads global memory, leaves
// its words in shared memory (one barrier), stage Y stores to global memory.
// Every access pattern is sector-complete in global memory and free of bank
// conflicts in shared memory (layouts chosen by search, re-checked by the
// self-test's bank model).
#pragma once
#include "frag.h"

namespace xf {

constexpr int N = 1 << 16;
constexpr int SETS = 64, THREADS = 256, WARPS = 8;
constexpr int NMAT = 34, MAT_T1 = 0, MAT_W = 1, MAT_AY = 2, MAT_BY = 18;
constexpr int FRAG_U4 = Tile<16>::NF * 32;  // uint4 per matrix
enum Form { DIAG = 0, FOLDED = 1 };

struct Params {
    const u32 *in;
    u32 *out;
    const Mod *mods;
    const uint4 *frags;  // [prime][NMAT][FRAG_U4]
    const uint2 *psi;    // [prime][N] (w, wq)
    const u32 *tw_a, *tw_bx, *tw_by, *tw_f;  // [prime][w | wq][nodes][16]
    int nprimes;
};

// Shared-memory layout of the exchange: set offset and word position.
// Tensor-core sets: (kind A) pitch 16, lo ^ hi, 260 words per set;
// (kind B) pitch 20, lo ^ hi, 324. CUDA-core sets: pitch 16,
// lo ^ 4 ((hi >> 1) & 3) (keeps 4-word groups whole for 16-byte reads),
// 260 (A) or 264 (B) words per set.
template <int KIND>
struct Layout {
    static constexpr int PM = KIND == 0 ? 260 : 324, PC = KIND == 0 ? 260 : 264;
    // Word l = 16 hi + lo of a set; the (hi, lo) forms let the kernels pass
    // decompositions they know, so constant parts fold into offsets.
    HD static int mma_hl(int set, int hi, int lo) { return set * PM + (KIND == 0 ? 16 : 20) * hi + (lo ^ hi); }
    HD static int cuda_hl(int base, int set, int hi, int lo) {
        return base + set * PC + 16 * hi + (lo ^ (4 * ((hi >> 1) & 3)));
    }
    static constexpr int words(int wm) { return 8 * wm * PM + 8 * (8 - wm) * PC; }
};

// Global word of (set, l): columns for kernel A, rows for kernel B.
template <int KIND>
__device__ __forceinline__ size_t gaddr(int set0, int set, int l) {
    return KIND == 0 ? (size_t)256 * l + set0 + set : (size_t)256 * (set0 + set) + l;
}

// Slot s = 4t + e holds input i = t + 4e (tables.h pi16).
HD int pi16(int t, int e) { return t + 4 * e; }

// The exchange's shared-memory words, one helper per access (the kernels
// and the self-test's bank model both use these).
// Tensor-core stage X, lane (g, t) storing output f of tile v of warp w.
template <int KIND>
HD int mma_x_store(int w, int v, int f, int g, int t) {
    const int col = 2 * t + (f & 1), h = g + 8 * (f >> 1);  // l = v + 16 h (A), 8 (v & 1) + col + 16 h (B)
    return KIND == 0 ? Layout<0>::mma_hl(8 * w + col, h, v) : Layout<1>::mma_hl(8 * w + v / 2, h, 8 * (v & 1) + col);
}
// Tensor-core stage Y: tile v of warp w is block gb of set-group sg.
template <int WM>
HD int y_block(int w, int v) { return (16 / WM) * w + v / WM; }
template <int KIND, int WM>
HD int mma_y_load(int w, int v, int e, int g, int t) {
    return Layout<KIND>::mma_hl(8 * (v % WM) + g, y_block<WM>(w, v), pi16(t, e));
}
// CUDA-core lanes: (set, block) of pass `pass` of CUDA warp cw.
template <int KIND, int WM>
HD void cuda_lane(int cw, int pass, int lane, int &set, int &b) {
    const int sg = WM + cw;
    if (KIND == 0) {
        set = 8 * sg + (lane & 7);
        b = 4 * pass + (lane >> 3);
    } else {
        set = 8 * sg + 4 * (pass >> 1) + (lane >> 3);
        b = 8 * (pass & 1) + (lane & 7);
    }
}
template <int KIND, int WM>
HD int cuda_base() { return 8 * WM * Layout<KIND>::PM; }

// ---------------------------------------------------------------- tensor cores

// One 16 x 8 tile: lane words x (slots 4t + e of column g), optionally
// twiddled first, times the matrix -> lane words y (rows g, g + 8 of
// columns 2t, 2t + 1), lazily in (0, 2q).
template <bool TW>
__device__ __forceinline__ void mma_tile(u32 (&x)[4], const uint4 (&a)[8], const uint4 &w, const uint4 &wq,
                                         const Mod &m, u32 (&y)[4]) {
    if (TW) {
        x[0] = mont_tw(x[0], w.x, wq.x, m.q);
        x[1] = mont_tw(x[1], w.y, wq.y, m.q);
        x[2] = mont_tw(x[2], w.z, wq.z, m.q);
        x[3] = mont_tw(x[3], w.w, wq.w, m.q);
    }
    u32 p[4];
    split4(x[0], x[1], x[2], x[3], p);
    const u32 zero[4] = {0, 0, 0, 0};
    u32 u[4][4];
#pragma unroll
    for (int pa = 0; pa < 4; pa++) {
        mma_u8(u[pa], a[2 * pa], p[0], p[1], zero);
        mma_u8(u[pa], a[2 * pa + 1], p[2], p[3], u[pa]);
    }
#pragma unroll
    for (int f = 0; f < 4; f++) {
        u32 lo, hi;
        recombine<16>(u[0][f], u[1][f], u[2][f], u[3][f], lo, hi);
        y[f] = redc(lo, hi, m);
    }
}

__device__ __forceinline__ void load_frags(uint4 (&a)[8], const uint4 *src, int lane) {
#pragma unroll
    for (int f = 0; f < 8; f++) a[f] = src[f * 32 + lane];
}

__device__ __forceinline__ uint4 ld4(const u32 *p) { return *reinterpret_cast<const uint4 *>(p); }

// Stage X on the tensor cores: warp w's 16 tiles, four per pass.
// Kernel A: tile v = block b of the warp's 8 sets (matrix T_1, no twiddle).
// Kernel B: tile v = half bh = v & 1 of set 8w + v / 2 (matrix W', twiddled
// by r_{256+j}^i (diag) or r^l (folded)).
template <int KIND, int FORM>
__device__ void mma_stage_x(const Params &P, const Mod &m, int prime, int set0, int warp, int lane,
                            const uint4 *sfr, u32 *smem) {
    const int g = lane >> 2, t = lane & 3;
    uint4 a[8];
    load_frags(a, sfr, lane);  // T_1 (A) or W' (B), staged in shared memory
    const u32 *in = P.in;
#pragma unroll 1
    for (int pass = 0; pass < 4; pass++) {
        u32 x[4][4];
#pragma unroll
        for (int k = 0; k < 4; k++) {
            const int v = 4 * pass + k;
            const int set = KIND == 0 ? 8 * warp + g : 8 * warp + v / 2;
            const int b = KIND == 0 ? v : 8 * (v & 1) + g;
#pragma unroll
            for (int e = 0; e < 4; e++) x[k][e] = in[gaddr<KIND>(set0, set, b + 16 * pi16(t, e))];
        }
#pragma unroll
        for (int k = 0; k < 4; k++) {
            const int v = 4 * pass + k;
            u32 y[4];
            if (KIND == 0) {
                mma_tile<false>(x[k], a, uint4{}, uint4{}, m, y);
            } else {
                const int set = 8 * warp + v / 2, j = set0 + set, b = 8 * (v & 1) + g;
                const u32 *tw;
                size_t plane;
                if (FORM == DIAG) {
                    tw = P.tw_bx + (size_t)prime * 2 * 256 * 16 + j * 16 + 4 * t;
                    plane = 256 * 16;
                } else {
                    tw = P.tw_f + (size_t)prime * 2 * 65536 + j * 256 + b * 16 + 4 * t;
                    plane = 65536;
                }
                mma_tile<true>(x[k], a, ld4(tw), ld4(tw + plane), m, y);
            }
#pragma unroll
            for (int f = 0; f < 4; f++) smem[mma_x_store<KIND>(warp, v, f, g, t)] = y[f];
        }
    }
}

// Stage Y on the tensor cores: tiles (g, sg) with g-major order so that a
// folded warp reloads its matrix only when g changes (16 / WM matrices).
template <int KIND, int FORM, int WM>
__device__ void mma_stage_y(const Params &P, const Mod &m, int prime, int set0, int warp, int lane,
                            const uint4 *sfr, const u32 *smem) {
    const int gl = lane >> 2, t = lane & 3;
    const uint4 *mats = P.frags + (size_t)prime * NMAT * FRAG_U4;
    uint4 a[8];
    if (FORM == DIAG) load_frags(a, sfr, lane);  // W'
    int loaded = -1;
#pragma unroll 1
    for (int pass = 0; pass < 4; pass++) {
        u32 x[4][4];
#pragma unroll
        for (int k = 0; k < 4; k++) {
            const int v = 4 * pass + k;
#pragma unroll
            for (int e = 0; e < 4; e++) x[k][e] = smem[mma_y_load<KIND, WM>(warp, v, e, gl, t)];
        }
#pragma unroll
        for (int k = 0; k < 4; k++) {
            const int v = 4 * pass + k, gb = y_block<WM>(warp, v), sg = v % WM;
            u32 y[4];
            if (FORM == FOLDED) {
                if (gb != loaded) {
                    load_frags(a, mats + (size_t)((KIND == 0 ? MAT_AY : MAT_BY) + gb) * FRAG_U4, lane);
                    loaded = gb;
                }
                mma_tile<false>(x[k], a, uint4{}, uint4{}, m, y);
            } else {
                const u32 *tw;
                size_t plane;
                if (KIND == 0) {
                    tw = P.tw_a + (size_t)prime * 2 * 16 * 16 + gb * 16 + 4 * t;
                    plane = 16 * 16;
                } else {
                    const int j = set0 + 8 * sg + gl;
                    tw = P.tw_by + (size_t)prime * 2 * 4096 * 16 + (16 * j + gb) * 16 + 4 * t;
                    plane = 4096 * 16;
                }
                mma_tile<true>(x[k], a, ld4(tw), ld4(tw + plane), m, y);
            }
            u32 *out = P.out;
            if (KIND == 0) {  // columns 2t, 2t + 1 are adjacent words of one row
#pragma unroll
                for (int hh = 0; hh < 2; hh++) {
                    const size_t at = gaddr<0>(set0, 8 * sg + 2 * t, 16 * gb + gl + 8 * hh);
                    *reinterpret_cast<uint2 *>(out + at) = make_uint2(csub(y[2 * hh], m.q), csub(y[2 * hh + 1], m.q));
                }
            } else {
#pragma unroll
                for (int f = 0; f < 4; f++)
                    out[gaddr<1>(set0, 8 * sg + 2 * t + (f & 1), 16 * gb + gl + 8 * (f >> 1))] = csub(y[f], m.q);
            }
        }
    }
}

// ---------------------------------------------------------------- CUDA cores

// The radix-16 block of node k: four levels of CT butterflies with the
// network's twiddles psi_brev[k], [2k, 2k+1], [4k..4k+3], [8k..8k+7].
template <bool EXACT>
__device__ __forceinline__ void network16(u32 (&x)[16], const uint2 *psi, u32 k, u32 q) {
    // Pairs (w, wq) of consecutive twiddles come as 16-byte loads: 2k, 4k
    // and 8k are even, so those runs start on a 16-byte boundary.
    const uint4 *p4 = reinterpret_cast<const uint4 *>(psi);
    uint2 tw[15];
    tw[0] = psi[k];
#pragma unroll
    for (int j = 0; j < 7; j++) {
        const uint4 v = p4[j == 0 ? k : j < 3 ? 2 * k + (j - 1) : 4 * k + (j - 3)];
        tw[1 + 2 * j] = make_uint2(v.x, v.y);
        tw[2 + 2 * j] = make_uint2(v.z, v.w);
    }
    // Constant trip counts at every depth, so every index folds (a bound
    // depending on the outer level left runtime-indexed registers).
#pragma unroll
    for (int lev = 0; lev < 4; lev++)
#pragma unroll
        for (int bi = 0; bi < 8; bi++) {
            const int half = 8 >> lev, grp = bi / half, j = bi % half;
            const uint2 w = tw[(1 << lev) - 1 + grp];
            if (EXACT)
                bfly_exact(x[2 * grp * half + j], x[2 * grp * half + j + half], w.x, w.y, q);
            else
                bfly_lazy(x[2 * grp * half + j], x[2 * grp * half + j + half], w.x, w.y, q);
        }
}

template <bool EXACT>
__device__ __forceinline__ u32 normalize(u32 x, u32 q) {
    return EXACT ? x : csub(csub(x, q + q), q);
}

// Stage X on the CUDA cores: four passes of one block per lane.
// Kernel A lanes: 8 sets x 4 blocks; kernel B lanes: 8 blocks x 4 sets
// (8 consecutive words of a row per load instruction).
template <int KIND, bool EXACT, int WM>
__device__ void cuda_stage_x(const Params &P, const Mod &m, int prime, int set0, int cw, int lane, u32 *smem) {
    const uint2 *psi = P.psi + (size_t)prime * N;
    const int base = cuda_base<KIND, WM>();
#pragma unroll 1
    for (int pass = 0; pass < 4; pass++) {
        int set, b;
        cuda_lane<KIND, WM>(cw, pass, lane, set, b);
        u32 x[16];
#pragma unroll
        for (int i = 0; i < 16; i++) x[i] = P.in[gaddr<KIND>(set0, set, b + 16 * i)];
        network16<EXACT>(x, psi, KIND == 0 ? 1u : 256u + set0 + set, m.q);
#pragma unroll
        for (int i = 0; i < 16; i++) smem[Layout<KIND>::cuda_hl(base, set - 8 * WM, i, b)] = x[i];
    }
}

// Stage Y on the CUDA cores: a lane reads its 16 words as four 16-byte
// groups. Kernel A lanes: 8 sets x 4 blocks (8 consecutive words of a row
// per store); kernel B lanes: 8 blocks x 4 sets, each lane storing its
// block's 64 contiguous bytes.
template <int KIND, bool EXACT, int WM>
__device__ void cuda_stage_y(const Params &P, const Mod &m, int prime, int set0, int cw, int lane,
                             const u32 *smem) {
    const uint2 *psi = P.psi + (size_t)prime * N;
    const int base = cuda_base<KIND, WM>();
#pragma unroll 1
    for (int pass = 0; pass < 4; pass++) {
        int set, g;
        cuda_lane<KIND, WM>(cw, pass, lane, set, g);  // stage Y: the block is g
        u32 x[16];
#pragma unroll
        for (int v = 0; v < 4; v++) {
            const uint4 q4 = ld4(smem + Layout<KIND>::cuda_hl(base, set - 8 * WM, g, 4 * v));
            x[4 * v] = q4.x, x[4 * v + 1] = q4.y, x[4 * v + 2] = q4.z, x[4 * v + 3] = q4.w;
        }
        const u32 node = KIND == 0 ? 16u + g : 4096u + 16u * (set0 + set) + g;
        network16<EXACT>(x, psi, node, m.q);
        if (KIND == 0) {
#pragma unroll
            for (int h = 0; h < 16; h++) P.out[gaddr<0>(set0, set, 16 * g + h)] = normalize<EXACT>(x[h], m.q);
        } else {
            uint4 *o = reinterpret_cast<uint4 *>(P.out + gaddr<1>(set0, set, 16 * g));
#pragma unroll
            for (int v = 0; v < 4; v++)
                o[v] = make_uint4(normalize<EXACT>(x[4 * v], m.q), normalize<EXACT>(x[4 * v + 1], m.q),
                                  normalize<EXACT>(x[4 * v + 2], m.q), normalize<EXACT>(x[4 * v + 3], m.q));
        }
    }
}

// Shared memory: the staged block-wide matrices, then the exchange.
template <int KIND, int WM, int FORM>
struct Smem {
    static constexpr int MATS = WM == 0 ? 0 : (KIND == 0 && FORM == DIAG ? 2 : 1);
    static constexpr size_t bytes() { return (size_t)MATS * FRAG_U4 * 16 + (size_t)Layout<KIND>::words(WM) * 4; }
};

template <int KIND, int WM, int FORM, bool EXACT>
__global__ void __launch_bounds__(THREADS, 2) transform_kernel(Params P) {
    extern __shared__ __align__(16) uint4 smem4[];
    using S = Smem<KIND, WM, FORM>;
    uint4 *sfr = smem4;
    u32 *ex = reinterpret_cast<u32 *>(smem4 + S::MATS * FRAG_U4);
    const int poly = blockIdx.x / 4, set0 = SETS * (blockIdx.x % 4);
    const int prime = poly % P.nprimes;
    const Mod m = P.mods[prime];
    const int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
    Params Q = P;
    Q.in = P.in + (size_t)poly * N;
    Q.out = P.out + (size_t)poly * N;
    if (S::MATS > 0) {  // X's matrix (T_1 or W'), then W' for A's diag stage Y
        const uint4 *mats = P.frags + (size_t)prime * NMAT * FRAG_U4;
        for (int i = threadIdx.x; i < S::MATS * FRAG_U4; i += THREADS) {
            const int mat = i < FRAG_U4 ? (KIND == 0 ? MAT_T1 : MAT_W) : MAT_W;
            sfr[i] = mats[(size_t)mat * FRAG_U4 + i % FRAG_U4];
        }
        __syncthreads();
    }
    if (WM > 0 && warp < WM)
        mma_stage_x<KIND, FORM>(Q, m, prime, set0, warp, lane, sfr, ex);
    else if (WM < 8)
        cuda_stage_x<KIND, EXACT, WM>(Q, m, prime, set0, warp - WM, lane, ex);
    __syncthreads();
    if (WM > 0 && warp < WM)
        mma_stage_y<KIND, FORM, WM == 0 ? 1 : WM>(Q, m, prime, set0, warp, lane, sfr + (S::MATS - 1) * FRAG_U4, ex);
    else if (WM < 8)
        cuda_stage_y<KIND, EXACT, WM>(Q, m, prime, set0, warp - WM, lane, ex);
}

}  // namespace xf

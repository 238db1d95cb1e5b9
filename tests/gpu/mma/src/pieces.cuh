// Pieces: one radix-R stage applied `reps` times to words that stay in
// registers, so that memory drops out of the difference t(reps2) - t(reps1).
// Data: 2^25 words; warp w owns 512 of them (lane word e at (16 w + e) 32 +
// lane), a warp's words belong to polynomial w / 128 and its prime.
//
// Tensor-core modes (radix R, 64 / R tiles of 8 columns per warp):
//   MMA_ONLY   the tiles' byte planes are formed once; each rep accumulates
//              A . B into the same s32 accumulators (the MMA time alone);
//   SPLIT      each rep splits the words into byte planes, multiplies, and
//              recombines the planes' sums into V (64 bits); the next words
//              are lo ^ hi of V (split + MMA + recombine, no reduction);
//   REDUCE     the next words are REDC(V) (+ the reduction);
//   TWIDDLE    each rep first multiplies every word by its twiddle
//              (+ the diagonal twiddle of a stage: the whole tensor-core stage);
//   NO_MMA     TWIDDLE with the products replaced by register renames of the
//              byte planes (the CUDA-core work of a stage alone).
// A lane's output word f becomes its input word f of the next rep (a fixed
// permutation of each tile's words; the CPU replay follows it).
// R = 16 keeps its A fragments in registers (32 words); R = 32 and 64 read
// them from shared memory (128 and 512 words a lane would not fit).
//
// CUDA-core pieces: each lane runs radix-V blocks of lazy butterflies (V
// values, V - 1 twiddles in registers) on its words, `reps` times.
#pragma once
#include "frag.h"

namespace pc {

enum Mode { MMA_ONLY = 0, SPLIT = 1, REDUCE = 2, TWIDDLE = 3, NO_MMA = 4 };
constexpr int WORDS = 1 << 25, WARP_WORDS = 512, WARPS_PER_POLY = (1 << 16) / WARP_WORDS;

__device__ __forceinline__ size_t widx(int warp, int e, int lane) { return ((size_t)warp * 16 + e) * 32 + lane; }

constexpr int pc_tt(int r) { return 64 / r; }

template <int R>
struct Geo {
    using T = Tile<R>;
    static constexpr int TT = 64 / R;  // tiles per warp: 16 words per lane
    static constexpr int E = T::E, CH = T::CH, MT = T::MT, NF = T::NF;
};

// Byte planes of one tile's lane words, in B-register order.
template <int R>
HD void planes(const u32 *x, u32 (&bq)[Tile<R>::CH][2]) {
    using T = Tile<R>;
    u32 p[T::E / 4][4];
    for (int grp = 0; grp < T::E / 4; grp++) split4(x[4 * grp], x[4 * grp + 1], x[4 * grp + 2], x[4 * grp + 3], p[grp]);
    for (int c = 0; c < T::CH; c++)
        for (int j = 0; j < 2; j++) bq[c][j] = p[T::b_group(c, j)][T::b_plane(c, j)];
}

// The rename standing in for the products in NO_MMA mode: plane sum a of
// output word f is one of the tile's current words xin or byte-plane
// registers, a different pair of them for every f, so that every output's
// recombination and reduction stays distinct (a cheaper stand-in would let
// the compiler merge them) and costs no instruction of its own.
template <int R>
HD u32 fake_u(const u32 *xin, const u32 (&bq)[Tile<R>::CH][2], int a, int f) {
    constexpr int E = Tile<R>::E;
    const int i = (a & 2) ? E - 1 - f : f;
    return (a & 1) ? bq[i / 2][i % 2] : xin[i];
}

template <int R>
__device__ __forceinline__ uint4 frag_at(const uint4 *areg, const uint4 *sA, int f, int lane) {
    return R == 16 ? areg[f] : sA[f * 32 + lane];
}

// The products of one tile into acc (fresh unless MMA_ONLY, which keeps
// accumulating across reps).
template <int R, int MODE>
__device__ __forceinline__ void tile_products(u32 (&acc)[4][Tile<R>::MT][4], const u32 (&bq)[Tile<R>::CH][2],
                                              const uint4 *areg, const uint4 *sA, int lane) {
    const u32 zero[4] = {0, 0, 0, 0};
#pragma unroll
    for (int a = 0; a < 4; a++)
#pragma unroll
        for (int mt = 0; mt < Tile<R>::MT; mt++)
#pragma unroll
            for (int c = 0; c < Tile<R>::CH; c++) {
                const uint4 fr = frag_at<R>(areg, sA, Tile<R>::frag(a, mt, c), lane);
                if (MODE == MMA_ONLY || c > 0)
                    mma_u8(acc[a][mt], fr, bq[c][0], bq[c][1], acc[a][mt]);
                else
                    mma_u8(acc[a][mt], fr, bq[c][0], bq[c][1], zero);
            }
}

// R > 16: every tile at once, so each shared-memory fragment is read once
// per rep and used by all tiles.
template <int R, int MODE, int TT>
__device__ __forceinline__ void products_all(u32 (&acc)[TT][4][Tile<R>::MT][4], const u32 (&bq)[TT][Tile<R>::CH][2],
                                             const uint4 *sA, int lane) {
    const u32 zero[4] = {0, 0, 0, 0};
#pragma unroll
    for (int a = 0; a < 4; a++)
#pragma unroll
        for (int mt = 0; mt < Tile<R>::MT; mt++)
#pragma unroll
            for (int c = 0; c < Tile<R>::CH; c++) {
                const uint4 fr = sA[Tile<R>::frag(a, mt, c) * 32 + lane];
#pragma unroll
                for (int tt = 0; tt < TT; tt++) {
                    if (MODE == MMA_ONLY || c > 0)
                        mma_u8(acc[tt][a][mt], fr, bq[tt][c][0], bq[tt][c][1], acc[tt][a][mt]);
                    else
                        mma_u8(acc[tt][a][mt], fr, bq[tt][c][0], bq[tt][c][1], zero);
                }
            }
}

// Lane words of one tile from its planes' sums: lo ^ hi of V, or REDC(V).
template <int R, int MODE>
__device__ __forceinline__ void tile_outputs(u32 *x, const u32 (&acc)[4][Tile<R>::MT][4],
                                             const u32 (&bq)[Tile<R>::CH][2], const Mod &m) {
    u32 xin[Tile<R>::E];  // the words the planes came from (a rename)
#pragma unroll
    for (int e = 0; e < Tile<R>::E; e++) xin[e] = x[e];
#pragma unroll
    for (int f = 0; f < Tile<R>::E; f++) {
        const int mt = f / 4, j = f % 4;
        u32 u[4];
#pragma unroll
        for (int a = 0; a < 4; a++) u[a] = MODE == NO_MMA ? fake_u<R>(xin, bq, a, f) : acc[a][mt][j];
        u32 lo, hi;
        recombine<R>(u[0], u[1], u[2], u[3], lo, hi);
        x[f] = (MODE == SPLIT || MODE == MMA_ONLY) ? lo ^ hi : redc(lo, hi, m);
    }
}

// One rep of a stage (every mode but MMA_ONLY): twiddle, split, products,
// recombine and reduce, tile by tile at R = 16.
template <int R, int MODE, int TT = pc_tt(R)>
__device__ __forceinline__ void stage_rep(u32 (&x)[TT][Tile<R>::E], const u32 (&w)[TT][Tile<R>::E],
                                          const u32 (&wq)[TT][Tile<R>::E], u32 (&bq)[TT][Tile<R>::CH][2],
                                          u32 (&acc)[TT][4][Tile<R>::MT][4], const uint4 *areg, const uint4 *sA,
                                          const Mod &m, int lane) {
#pragma unroll
    for (int tt = 0; tt < TT; tt++) {
        if (MODE >= TWIDDLE)
#pragma unroll
            for (int e = 0; e < Tile<R>::E; e++) x[tt][e] = mont_tw(x[tt][e], w[tt][e], wq[tt][e], m.q);
        planes<R>(x[tt], bq[tt]);
        if (R == 16) {  // one tile's sums live at a time
            if (MODE != NO_MMA) tile_products<R, MODE>(acc[tt], bq[tt], areg, sA, lane);
            tile_outputs<R, MODE>(x[tt], acc[tt], bq[tt], m);
        }
    }
    if (R > 16) {
        if (MODE != NO_MMA) products_all<R, MODE, TT>(acc, bq, sA, lane);
#pragma unroll
        for (int tt = 0; tt < TT; tt++) tile_outputs<R, MODE>(x[tt], acc[tt], bq[tt], m);
    }
}

template <int R, int MODE>
__device__ void mma_piece_body(u32 *data, const uint4 *frags, const u32 *tw, const Mod &m, int reps, int warp,
                               int lane, const uint4 *sA) {
    using G = Geo<R>;
    uint4 areg[R == 16 ? G::NF : 1];
    if (R == 16)
#pragma unroll
        for (int f = 0; f < G::NF; f++) areg[f] = frags[f * 32 + lane];
    u32 x[G::TT][G::E], w[G::TT][G::E], wq[G::TT][G::E];
#pragma unroll
    for (int tt = 0; tt < G::TT; tt++)
#pragma unroll
        for (int e = 0; e < G::E; e++) {
            const size_t at = widx(warp, tt * G::E + e, lane);
            x[tt][e] = data[at];
            if (MODE >= TWIDDLE) {
                w[tt][e] = tw[at];
                wq[tt][e] = tw[WORDS + at];
            }
        }
    u32 bq[G::TT][G::CH][2];
    u32 acc[G::TT][4][G::MT][4];
    if (MODE == MMA_ONLY) {
#pragma unroll
        for (int tt = 0; tt < G::TT; tt++) {
            planes<R>(x[tt], bq[tt]);
#pragma unroll
            for (int a = 0; a < 4; a++)
#pragma unroll
                for (int mt = 0; mt < G::MT; mt++)
#pragma unroll
                    for (int j = 0; j < 4; j++) acc[tt][a][mt][j] = 0;
        }
    }
#pragma unroll 1
    for (int rep = 0; rep < reps; rep++) {
        if (MODE == MMA_ONLY) {
            if (R == 16)
#pragma unroll
                for (int tt = 0; tt < G::TT; tt++) tile_products<R, MODE>(acc[tt], bq[tt], areg, sA, lane);
            else
                products_all<R, MODE, G::TT>(acc, bq, sA, lane);
        } else {
            stage_rep<R, MODE>(x, w, wq, bq, acc, areg, sA, m, lane);
        }
    }
    if (MODE == MMA_ONLY)
#pragma unroll
        for (int tt = 0; tt < G::TT; tt++) tile_outputs<R, MODE>(x[tt], acc[tt], bq[tt], m);
#pragma unroll
    for (int tt = 0; tt < G::TT; tt++)
#pragma unroll
        for (int e = 0; e < G::E; e++) data[widx(warp, tt * G::E + e, lane)] = x[tt][e];
}

// 4 warps per block (one prime per block: 32 blocks per polynomial).
template <int R, int MODE>
__global__ void __launch_bounds__(128) mma_piece(u32 *data, const uint4 *frags, const u32 *tw, const Mod *mods,
                                                 int nprimes, int reps) {
    extern __shared__ uint4 sA[];
    const int warp = blockIdx.x * 4 + (threadIdx.x >> 5), lane = threadIdx.x & 31;
    const int prime = (warp / WARPS_PER_POLY) % nprimes;
    const uint4 *fr = frags + (size_t)prime * Geo<R>::NF * 32;
    if (R > 16) {
        for (int i = threadIdx.x; i < Geo<R>::NF * 32; i += blockDim.x) sA[i] = fr[i];
        __syncthreads();
    }
    mma_piece_body<R, MODE>(data, fr, tw, mods[prime], reps, warp, lane, sA);
}

// ---------------------------------------------------------------- CUDA cores

// Radix-V blocks on a lane's 16 words (16 / V blocks), V - 1 twiddles each
// (the same for every block of the lane), lazy butterflies.
template <int V>
HD void radix_block(u32 *v, const u32 (&w)[15], const u32 (&wq)[15], u32 q) {
    constexpr int LOG_V = V == 8 ? 3 : 4;
#pragma unroll
    for (int lev = 0; lev < LOG_V; lev++)  // constant trip counts: every index folds
#pragma unroll
        for (int bi = 0; bi < V / 2; bi++) {
            const int half = (V / 2) >> lev, grp = bi / half, j = bi % half, k = (1 << lev) - 1 + grp;
            bfly_lazy(v[2 * grp * half + j], v[2 * grp * half + j + half], w[k], wq[k], q);
        }
}

template <int V>
__device__ void bfly_piece_body(u32 *data, const u32 *tw, const Mod &m, int reps, int warp, int lane) {
    u32 x[16], w[15], wq[15];
#pragma unroll
    for (int e = 0; e < 16; e++) x[e] = data[widx(warp, e, lane)];
#pragma unroll
    for (int k = 0; k < 15; k++) {  // this lane's twiddles: its first 15 words' twiddles
        w[k] = tw[widx(warp, k, lane)];
        wq[k] = tw[WORDS + widx(warp, k, lane)];
    }
#pragma unroll 1
    for (int rep = 0; rep < reps; rep++)
#pragma unroll
        for (int b = 0; b < 16 / V; b++) radix_block<V>(x + V * b, w, wq, m.q);
#pragma unroll
    for (int e = 0; e < 16; e++) data[widx(warp, e, lane)] = x[e];
}

template <int V>
__global__ void __launch_bounds__(128) bfly_piece(u32 *data, const u32 *tw, const Mod *mods, int nprimes, int reps) {
    const int warp = blockIdx.x * 4 + (threadIdx.x >> 5), lane = threadIdx.x & 31;
    bfly_piece_body<V>(data, tw, mods[(warp / WARPS_PER_POLY) % nprimes], reps, warp, lane);
}

// Warp-specialised overlap: 8 warps a block, the first MW run the radix-16
// tensor-core stage (TWIDDLE mode), the others radix-16 butterfly blocks.
template <int MW>
__global__ void __launch_bounds__(256) mix_piece(u32 *data, const uint4 *frags, const u32 *tw, const Mod *mods,
                                                 int nprimes, int reps) {
    const int wib = threadIdx.x >> 5, warp = blockIdx.x * 8 + wib, lane = threadIdx.x & 31;
    const int prime = (warp / WARPS_PER_POLY) % nprimes;
    if (wib < MW)
        mma_piece_body<16, TWIDDLE>(data, frags + (size_t)prime * Geo<16>::NF * 32, tw, mods[prime], reps, warp,
                                    lane, nullptr);
    else
        bfly_piece_body<16>(data, tw, mods[prime], reps, warp, lane);
}

}  // namespace pc

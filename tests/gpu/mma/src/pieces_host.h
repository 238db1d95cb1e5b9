// CPU replays of the piece kernels (pieces.cuh), one warp at a time.
#pragma once
#include <cstdio>
#include <cstdlib>
#include "pieces.cuh"

namespace emu {

inline size_t widx(int warp, int e, int lane) { return ((size_t)warp * 16 + e) * 32 + lane; }

// U planes of one tile for every lane: u[a][lane][f], from the lanes' B
// registers bq[lane][c][j] and the prime's fragments [NF][32][4].
template <int R>
void tile_sums(const u32 *frags, const u32 (*bq)[Tile<R>::CH][2], u32 (*u)[32][Tile<R>::E]) {
    using T = Tile<R>;
    for (int a = 0; a < 4; a++)
        for (int mt = 0; mt < T::MT; mt++) {
            u32 acc[32][4] = {};
            for (int c = 0; c < T::CH; c++) {
                u32 fa[32][4], b[32][2], d[32][4];
                for (int l = 0; l < 32; l++) {
                    for (int j = 0; j < 4; j++) fa[l][j] = frags[((size_t)T::frag(a, mt, c) * 32 + l) * 4 + j];
                    b[l][0] = bq[l][c][0], b[l][1] = bq[l][c][1];
                }
                if (!emu_mma_u8(fa, b, acc, d)) {
                    fprintf(stderr, "tile_sums: s32 overflow\n");
                    exit(4);
                }
                for (int l = 0; l < 32; l++)
                    for (int j = 0; j < 4; j++) acc[l][j] = d[l][j];
            }
            for (int l = 0; l < 32; l++)
                for (int j = 0; j < 4; j++) u[a][l][4 * mt + j] = acc[l][j];
        }
}

// One warp of mma_piece<R, MODE>: data in/out at the warp's 512 words.
template <int R, int MODE>
void replay_mma_piece(const u32 *frags, const u32 *tw, const Mod &m, int reps, int warp, const u32 *in, u32 *out) {
    using G = pc::Geo<R>;
    static thread_local u32 x[32][G::TT][G::E], bq[32][G::TT][G::CH][2], u[4][32][G::E];
    for (int l = 0; l < 32; l++)
        for (int tt = 0; tt < G::TT; tt++)
            for (int e = 0; e < G::E; e++) x[l][tt][e] = in[widx(warp, tt * G::E + e, l)];
    auto outputs = [&](int tt, bool fake) {
        for (int l = 0; l < 32; l++) {
            u32 xin[G::E];
            for (int e = 0; e < G::E; e++) xin[e] = x[l][tt][e];
            for (int f = 0; f < G::E; f++) {
                u32 uu[4];
                for (int a = 0; a < 4; a++) uu[a] = fake ? pc::fake_u<R>(xin, bq[l][tt], a, f) : u[a][l][f];
                u32 lo, hi;
                recombine<R>(uu[0], uu[1], uu[2], uu[3], lo, hi);
                x[l][tt][f] = (MODE == pc::SPLIT || MODE == pc::MMA_ONLY) ? lo ^ hi : redc(lo, hi, m);
            }
        }
    };
    auto bq_of = [&](int tt) {
        static thread_local u32 b[32][G::CH][2];
        for (int l = 0; l < 32; l++)
            for (int c = 0; c < G::CH; c++) b[l][c][0] = bq[l][tt][c][0], b[l][c][1] = bq[l][tt][c][1];
        return b;
    };
    if (MODE == pc::MMA_ONLY) {  // reps x the same exact product
        for (int tt = 0; tt < G::TT; tt++) {
            for (int l = 0; l < 32; l++) pc::planes<R>(x[l][tt], bq[l][tt]);
            tile_sums<R>(frags, bq_of(tt), u);
            for (int a = 0; a < 4; a++)
                for (int l = 0; l < 32; l++)
                    for (int f = 0; f < G::E; f++) {
                        const u64 s = (u64)u[a][l][f] * reps;
                        if (s > 0x7fffffffull) {
                            fprintf(stderr, "replay: MMA_ONLY sum over s32 at %d reps\n", reps);
                            exit(4);
                        }
                        u[a][l][f] = (u32)s;
                    }
            outputs(tt, false);
        }
    } else {
        for (int rep = 0; rep < reps; rep++)
            for (int tt = 0; tt < G::TT; tt++) {
                for (int l = 0; l < 32; l++) {
                    if (MODE >= pc::TWIDDLE)
                        for (int e = 0; e < G::E; e++) {
                            const size_t at = widx(warp, tt * G::E + e, l);
                            x[l][tt][e] = mont_tw(x[l][tt][e], tw[at], tw[pc::WORDS + at], m.q);
                        }
                    pc::planes<R>(x[l][tt], bq[l][tt]);
                }
                if (MODE != pc::NO_MMA) tile_sums<R>(frags, bq_of(tt), u);
                outputs(tt, MODE == pc::NO_MMA);
            }
    }
    for (int l = 0; l < 32; l++)
        for (int tt = 0; tt < G::TT; tt++)
            for (int e = 0; e < G::E; e++) out[widx(warp, tt * G::E + e, l)] = x[l][tt][e];
}

// One warp of bfly_piece<V>.
template <int V>
void replay_bfly_piece(const u32 *tw, const Mod &m, int reps, int warp, const u32 *in, u32 *out) {
    for (int l = 0; l < 32; l++) {
        u32 x[16], w[15], wq[15];
        for (int e = 0; e < 16; e++) x[e] = in[widx(warp, e, l)];
        for (int k = 0; k < 15; k++) {
            w[k] = tw[widx(warp, k, l)];
            wq[k] = tw[pc::WORDS + widx(warp, k, l)];
        }
        for (int rep = 0; rep < reps; rep++)
            for (int b = 0; b < 16 / V; b++) pc::radix_block<V>(x + V * b, w, wq, m.q);
        for (int e = 0; e < 16; e++) out[widx(warp, e, l)] = x[e];
    }
}

}  // namespace emu

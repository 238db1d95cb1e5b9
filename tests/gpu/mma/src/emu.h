// CPU replays of the kernels, lane by lane, with the tensor-core products
// emulated from the PTX fragment layout (frag.h emu_mma_u8). A piece's
// replay follows its kernel's arithmetic exactly; the transform models
// follow the kernels' tiles and are compared with the reference NTT, which
// checks the tables, the fragment layouts and the factorizations on a
// machine with no GPU.
#pragma once
#include "pieces_host.h"
#include "tables.h"

namespace emu {

using host::N;

// One 16 x 8 tile as xf::mma_tile computes it: x[col][i] (8 columns of 16
// words), optional twiddles tw[col][slot] / twq[col][slot], the matrix's
// fragments -> y[col][h], lazily in (0, 2q).
inline void tile16(const u32 *frags, const Mod &m, const u32 (*x)[16], const u32 (*tw)[16], const u32 (*twq)[16],
                   u32 (*y)[16]) {
    u32 b[2][32][2], u[4][32][4];
    for (int lane = 0; lane < 32; lane++) {
        const int g = lane >> 2, t = lane & 3;
        u32 xe[4];
        for (int e = 0; e < 4; e++) {
            const int s = 4 * t + e;
            xe[e] = x[g][host::pi16(s)];
            if (tw) xe[e] = mont_tw(xe[e], tw[g][s], twq[g][s], m.q);
        }
        u32 p[4];
        split4(xe[0], xe[1], xe[2], xe[3], p);
        b[0][lane][0] = p[0], b[0][lane][1] = p[1], b[1][lane][0] = p[2], b[1][lane][1] = p[3];
    }
    for (int a = 0; a < 4; a++) {
        u32 zero[32][4] = {};
        for (int c = 0; c < 2; c++) {
            const u32(*fa)[4] = reinterpret_cast<const u32(*)[4]>(frags + (size_t)Tile<16>::frag(a, 0, c) * 128);
            u32 fr[32][4], d[32][4];
            for (int l = 0; l < 32; l++)
                for (int j = 0; j < 4; j++) fr[l][j] = fa[l][j];
            if (!emu_mma_u8(fr, b[c], c == 0 ? zero : u[a], d)) {
                fprintf(stderr, "tile16: s32 overflow\n");
                exit(4);
            }
            for (int l = 0; l < 32; l++)
                for (int j = 0; j < 4; j++) u[a][l][j] = d[l][j];
        }
    }
    for (int lane = 0; lane < 32; lane++) {
        const int g = lane >> 2, t = lane & 3;
        for (int f = 0; f < 4; f++) {
            u32 lo, hi;
            recombine<16>(u[0][lane][f], u[1][lane][f], u[2][lane][f], u[3][lane][f], lo, hi);
            y[Tile<16>::out_col(f, t)][host::rho16(Tile<16>::out_row(f, g))] = redc(lo, hi, m);
        }
    }
}

// The tensor-core transform of one polynomial (form 0 diag, 1 folded), as
// kernels A and B compute it.
inline void model_mma_transform(const host::TransformTables &tb, int p, int form, const u32 *in, u32 *out) {
    const Mod m = tb.mods[p];
    const u32 *mats = &tb.frags[(size_t)p * host::NMAT * host::FRAG_WORDS];
    auto mat = [&](int id) { return mats + (size_t)id * host::FRAG_WORDS; };
    std::vector<u32> mid(N), ka(N);
    u32 x[8][16], y[8][16], w[8][16], wq[8][16];
    auto diag = [&](const std::vector<u32> &t, size_t plane, size_t at, int col) {
        for (int s = 0; s < 16; s++) {
            w[col][s] = t[at + s];
            wq[col][s] = t[plane + at + s];
        }
    };
    // Kernel A: sets are columns c; stage X tiles are 8 columns of one block b.
    for (int c0 = 0; c0 < 256; c0 += 8) {
        for (int b = 0; b < 16; b++) {
            for (int col = 0; col < 8; col++)
                for (int i = 0; i < 16; i++) x[col][i] = in[256 * (b + 16 * i) + c0 + col];
            tile16(mat(host::MAT_T1), m, x, nullptr, nullptr, y);
            for (int col = 0; col < 8; col++)
                for (int h = 0; h < 16; h++) mid[256 * (b + 16 * h) + c0 + col] = y[col][h];
        }
        for (int g = 0; g < 16; g++) {
            for (int col = 0; col < 8; col++) {
                for (int i = 0; i < 16; i++) x[col][i] = mid[256 * (16 * g + i) + c0 + col];
                if (form == 0) diag(tb.tw_a, 256, (size_t)p * 512 + g * 16, col);
            }
            tile16(mat(form == 0 ? host::MAT_W : host::MAT_AY + g), m, x, form == 0 ? w : nullptr, wq, y);
            for (int col = 0; col < 8; col++)
                for (int h = 0; h < 16; h++) ka[256 * (16 * g + h) + c0 + col] = csub(y[col][h], m.q);
        }
    }
    // Kernel B: sets are rows j; stage X tiles are 8 blocks of one row.
    for (int j = 0; j < 256; j++)
        for (int bh = 0; bh < 2; bh++) {
            for (int col = 0; col < 8; col++) {
                const int b = 8 * bh + col;
                for (int i = 0; i < 16; i++) x[col][i] = ka[256 * j + b + 16 * i];
                if (form == 0)
                    diag(tb.tw_bx, 4096, (size_t)p * 8192 + j * 16, col);
                else
                    diag(tb.tw_f, 65536, (size_t)p * 131072 + j * 256 + b * 16, col);
            }
            tile16(mat(host::MAT_W), m, x, w, wq, y);
            for (int col = 0; col < 8; col++)
                for (int h = 0; h < 16; h++) mid[256 * j + 8 * bh + col + 16 * h] = y[col][h];
        }
    for (int j0 = 0; j0 < 256; j0 += 8)
        for (int g = 0; g < 16; g++) {
            for (int col = 0; col < 8; col++) {
                for (int i = 0; i < 16; i++) x[col][i] = mid[256 * (j0 + col) + 16 * g + i];
                if (form == 0) diag(tb.tw_by, 65536, (size_t)p * 131072 + (16 * (j0 + col) + g) * 16, col);
            }
            tile16(mat(form == 0 ? host::MAT_W : host::MAT_BY + g), m, x, form == 0 ? w : nullptr, wq, y);
            for (int col = 0; col < 8; col++)
                for (int h = 0; h < 16; h++) out[256 * (j0 + col) + 16 * g + h] = csub(y[col][h], m.q);
        }
}

// The CUDA-core transform of one polynomial: the radix-16 blocks of the CT
// network with the kernels' twiddle table and butterflies.
inline void model_cuda_transform(const host::TransformTables &tb, int p, bool exact, const u32 *in, u32 *out) {
    const Mod m = tb.mods[p];
    const u32 *psi = &tb.psi[(size_t)p * N * 2];
    std::vector<u32> a(in, in + N);
    auto block = [&](u32 k, size_t base, size_t stride) {
        u32 v[16];
        for (int i = 0; i < 16; i++) v[i] = a[base + stride * i];
        for (int lev = 0; lev < 4; lev++) {
            const int half = 8 >> lev;
            for (int grp = 0; grp < (1 << lev); grp++) {
                const u32 kk = (k << lev) + grp, w = psi[2 * kk], wq = psi[2 * kk + 1];
                for (int j = 0; j < half; j++) {
                    u32 &x0 = v[2 * grp * half + j], &x1 = v[2 * grp * half + j + half];
                    exact ? bfly_exact(x0, x1, w, wq, m.q) : bfly_lazy(x0, x1, w, wq, m.q);
                }
            }
        }
        for (int i = 0; i < 16; i++) a[base + stride * i] = v[i];
    };
    auto norm = [&] {
        if (!exact)
            for (auto &v : a) v = csub(csub(v, 2 * m.q), m.q);
    };
    for (int c = 0; c < 256; c++)
        for (int b = 0; b < 16; b++) block(1, 256 * b + c, 4096);
    for (int c = 0; c < 256; c++)
        for (int g = 0; g < 16; g++) block(16 + g, 4096 * g + c, 256);
    norm();
    for (int j = 0; j < 256; j++)
        for (int b = 0; b < 16; b++) block(256 + j, 256 * j + b, 16);
    for (int j = 0; j < 256; j++)
        for (int g = 0; g < 16; g++) block(4096 + 16 * j + g, 256 * j + 16 * g, 1);
    norm();
    std::copy(a.begin(), a.end(), out);
}

}  // namespace emu

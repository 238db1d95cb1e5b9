// A radix-R DFT block as u8 tensor-core products (mma.sync m16n8k32,
// row.col, s32 += u8 x u8), and the CPU emulation of that instruction.
//
// The math. y = W x (mod q), W an R x R matrix of residues, x a column of R
// words (any value below 2^32: the split does not need reduced inputs). With
// x_i = sum_b 2^(8b) x_{i,b} (bytes) and W^(b) = W 2^(8b) 2^32 mod q:
//   V = sum_{b,i} W^(b)_{h,i} x_{i,b}  ==  2^32 (W x)_h  (mod q)
// so the 2^(8b) weights are reduced once, in the matrix, and V stays below
// 4R * 255 * q < q 2^32: one REDC gives (W x)_h. Only the twiddle side is
// split further, into bytes a: V = sum_a 2^(8a) U_a with
//   U_a = A_a . B,  A_a[m][k] = byte_a(W^(b)[rho(m)][pi(s)]),  k = R b + s,
//   B[k][col] = byte_b(x_{pi(s)} of column col)
// an integer product of K = 4R bytes per entry: U_a < 4R 255^2 < 2^24 for
// R <= 64, exact in s32. The R x 4R matrix A_a is R/16 m-tiles by R/8
// k-chunks of mma.sync fragments; four planes a give 4 (R/16) (R/8) MMAs per
// 8 columns of R words.
//
// Lane layout (PTX ISA, mma.m16n8k32 .u8): g = lane >> 2, t = lane & 3.
//   A reg j (4 bytes): row g + 8 (j & 1), cols 4t + 16 (j >> 1) + (0..3)
//   B reg j (4 bytes): rows 4t + 16 j + (0..3), col g
//   D reg j:           row g + 8 (j >> 1), col 2t + (j & 1)
// So lane (g, t) feeds column g with slots s = 16 (e / 4) + 4t + e % 4
// (e < R/4) and receives column 2t + (f & 1), rows 16 (f / 4) + g + 8 ((f & 3) >> 1).
#pragma once
#include "arith.h"

template <int R>
struct Tile {
    static_assert(R == 16 || R == 32 || R == 64, "radix 16, 32 or 64");
    static constexpr int E = R / 4;           // words per lane per tile (in and out)
    static constexpr int CH = R / 8;          // k-chunks of 32 bytes (K = 4R)
    static constexpr int MT = R / 16;         // m-tiles of 16 rows
    static constexpr int NF = 4 * MT * CH;    // A fragments (4 byte planes a)
    HD static constexpr int frag(int a, int mt, int c) { return (a * MT + mt) * CH + c; }
    // Input slot of lane word e (thread-in-group t).
    HD static constexpr int slot(int e, int t) { return 16 * (e / 4) + 4 * t + e % 4; }
    // Output row and column of lane word f.
    HD static constexpr int out_row(int f, int g) { return 16 * (f / 4) + g + 8 * ((f & 3) >> 1); }
    HD static constexpr int out_col(int f, int t) { return 2 * t + (f & 1); }
    // B register j of k-chunk c is byte plane b of the lane's word group grp.
    HD static constexpr int b_plane(int c, int j) { return (32 * c + 16 * j) / R; }
    HD static constexpr int b_group(int c, int j) { return ((32 * c + 16 * j) % R) / 16; }
};

// Byte planes of four words: p[b] holds byte b of x0, x1, x2, x3 (low to
// high), the B-register order of four consecutive slots. Eight byte
// permutes on the device.
HD void split4(u32 x0, u32 x1, u32 x2, u32 x3, u32 (&p)[4]) {
#ifdef __CUDA_ARCH__
    const u32 t0 = __byte_perm(x0, x1, 0x5140), t1 = __byte_perm(x0, x1, 0x7362);
    const u32 t2 = __byte_perm(x2, x3, 0x5140), t3 = __byte_perm(x2, x3, 0x7362);
    p[0] = __byte_perm(t0, t2, 0x5410);
    p[1] = __byte_perm(t0, t2, 0x7632);
    p[2] = __byte_perm(t1, t3, 0x5410);
    p[3] = __byte_perm(t1, t3, 0x7632);
#else
    for (int b = 0; b < 4; b++) {
        const int s = 8 * b;
        p[b] = ((x0 >> s) & 255) | (((x1 >> s) & 255) << 8) | (((x2 >> s) & 255) << 16) | (((x3 >> s) & 255) << 24);
    }
#endif
}

// V = U0 + 2^8 U1 + 2^16 (U2 + 2^8 U3) as (lo, hi). U3 comes from the top
// byte of a residue below 2^31, so U3 < 2^23 and U2 + 2^8 U3 fits a word;
// U0 + 2^8 U1 fits a word for R <= 32 (U < 2^23) and is summed wide at R = 64.
template <int R>
HD void recombine(u32 u0, u32 u1, u32 u2, u32 u3, u32 &lo, u32 &hi) {
    const u32 vb = u2 + (u3 << 8);
    u64 v;
    if (R <= 32) {
        v = (u64)(u0 + (u1 << 8)) + ((u64)vb << 16);
    } else {
        v = (u64)u0 + ((u64)u1 << 8) + ((u64)vb << 16);
    }
    lo = (u32)v;
    hi = (u32)(v >> 32);
}

#ifdef __CUDACC__
// d = a b + c, s32 accumulate of u8 products (no .satfinite: the bounds
// above keep every sum far below 2^31).
__device__ __forceinline__ void mma_u8(u32 (&d)[4], const uint4 &a, u32 b0, u32 b1, const u32 (&c)[4]) {
    asm("mma.sync.aligned.m16n8k32.row.col.s32.u8.u8.s32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, "
        "{%10,%11,%12,%13};"
        : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
        : "r"(a.x), "r"(a.y), "r"(a.z), "r"(a.w), "r"(b0), "r"(b1), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));
}
#endif

// ---------------------------------------------------------------- CPU side

// The instruction, emulated from the layout table above: d = a b + c per
// warp, s32 sums wrapped to 32 bits as the hardware's two's complement
// accumulator would be. Returns false if any exact sum left the s32 range
// (never in these kernels; a caller that relies on exactness checks it).
inline bool emu_mma_u8(const u32 (&a)[32][4], const u32 (&b)[32][2], const u32 (&c)[32][4], u32 (&d)[32][4]) {
    int am[16][32], bm[32][8];
    for (int lane = 0; lane < 32; lane++) {
        const int g = lane >> 2, t = lane & 3;
        for (int j = 0; j < 4; j++)
            for (int by = 0; by < 4; by++) am[g + 8 * (j & 1)][4 * t + 16 * (j >> 1) + by] = (a[lane][j] >> (8 * by)) & 255;
        for (int j = 0; j < 2; j++)
            for (int by = 0; by < 4; by++) bm[4 * t + 16 * j + by][g] = (b[lane][j] >> (8 * by)) & 255;
    }
    bool exact = true;
    for (int lane = 0; lane < 32; lane++) {
        const int g = lane >> 2, t = lane & 3;
        for (int j = 0; j < 4; j++) {
            const int row = g + 8 * (j >> 1), col = 2 * t + (j & 1);
            long long s = (int)c[lane][j];
            for (int k = 0; k < 32; k++) s += (long long)am[row][k] * bm[k][col];
            exact &= s >= INT32_MIN && s <= INT32_MAX;
            d[lane][j] = (u32)(uint64_t)s;
        }
    }
    return exact;
}

// W (R x R residues, row-major) -> the A fragments of its four byte planes,
// [Tile<R>::NF][32 lanes][4 words], for the slot map pi (slot -> input
// index) and row map rho (D row -> output index). qinv unused: W^(b) are
// plain residues times 2^(8b + 32).
template <int R, class Pi, class Rho>
void build_frags(const u32 *w, u32 q, Pi pi, Rho rho, u32 *out) {
    using T = Tile<R>;
    for (int a = 0; a < 4; a++)
        for (int mt = 0; mt < T::MT; mt++)
            for (int c = 0; c < T::CH; c++)
                for (int lane = 0; lane < 32; lane++) {
                    const int g = lane >> 2, t = lane & 3;
                    for (int j = 0; j < 4; j++) {
                        const int m = 16 * mt + g + 8 * (j & 1);
                        u32 word = 0;
                        for (int by = 0; by < 4; by++) {
                            const int k = 32 * c + 4 * t + 16 * (j >> 1) + by;
                            const int b = k / R, s = k % R;
                            // W[h][i] 2^(8b + 32) mod q
                            u64 v = w[rho(m) * R + pi(s)];
                            for (int sh = 0; sh < 8 * b + 32; sh += 8) v = (v << 8) % q;
                            word |= (u32)((v >> (8 * a)) & 255) << (8 * by);
                        }
                        out[((size_t)T::frag(a, mt, c) * 32 + lane) * 4 + j] = word;
                    }
                }
}

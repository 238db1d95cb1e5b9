// Per-prime tables of the full forward transforms (n = 2^16, two kernels
// of two radix-16 stages each), built on the host.
//
// Kernel A runs levels 0-7 on the 256 columns (set = column c, word l at
// 256 l + c); kernel B levels 8-15 on the 256 rows (set = row j, word l at
// 256 j + l). Each does stage X (blocks b over l = b + 16 i) then stage Y
// (blocks g over l = 16 g + i). Block nodes: A-X 1, A-Y 16 + g, B-X 256 + j,
// B-Y 4096 + 16 j + g; each block's map is T_k[h][i] = zeta(16k + h)^i.
//
// Tensor-core forms (both checked here against T_k, numerically):
//  diag    T_k = W' diag(r_k^i), r_k = zeta(16k), W' the same for every k:
//          one fixed matrix and one twiddle product per word per stage;
//  folded  kernel A: T_1, then T_{16+g} (16 fixed matrices, no twiddle);
//          kernel B: one twiddle per word (r^l, r = zeta(256 (256 + j))) then
//          W' and Y'_g[h][i] = (zeta(256k + 16g + h) / r)^i, fixed too.
// CUDA cores: the CT network's own twiddles psi_brev[k], [2k..], [4k..], [8k..].
#pragma once
#include <cstring>
#include <thread>
#include "frag.h"
#include "ntt_host.h"

namespace host {

constexpr int NMAT = 34;  // 0 T_1, 1 W', 2 + g T_{16+g}, 18 + g Y'_g
constexpr int MAT_T1 = 0, MAT_W = 1, MAT_AY = 2, MAT_BY = 18;
constexpr int FRAG_WORDS = Tile<16>::NF * 32 * 4;  // one matrix's fragments

// Slot s = 4t + e of a B fragment holds input i = t + 4e (bank-conflict
// free for the stage-Y reads from shared memory); rows map to outputs as is.
inline int pi16(int s) { return s / 4 + 4 * (s % 4); }
inline int rho16(int m) { return m; }

struct TransformTables {
    int nprimes = 0;
    std::vector<Mod> mods;
    std::vector<u32> frags;         // [prime][NMAT][FRAG_WORDS]
    std::vector<u32> psi;           // [prime][N][2]: psi_brev[k] as (w, wq)
    std::vector<u32> tw_a, tw_bx;   // diag twiddles [prime][plane w/wq][nodes][16 slots]
    std::vector<u32> tw_by, tw_f;   //   A-Y 16 nodes, B-X 256, B-Y 4096; folded B [256 j][256]
    static constexpr size_t A_NODES = 16, BX_NODES = 256, BY_NODES = 4096, F_WORDS = 256 * 256;

    void build(const std::vector<u32> &primes) {
        nprimes = (int)primes.size();
        mods.resize(nprimes);
        frags.assign((size_t)nprimes * NMAT * FRAG_WORDS, 0);
        psi.assign((size_t)nprimes * N * 2, 0);
        tw_a.assign((size_t)nprimes * 2 * A_NODES * 16, 0);
        tw_bx.assign((size_t)nprimes * 2 * BX_NODES * 16, 0);
        tw_by.assign((size_t)nprimes * 2 * BY_NODES * 16, 0);
        tw_f.assign((size_t)nprimes * 2 * F_WORDS, 0);
        std::vector<std::thread> pool;
        const int nt = std::max(1u, std::min(16u, std::thread::hardware_concurrency()));
        for (int w = 0; w < nt; w++)
            pool.emplace_back([&, w] {
                for (int p = w; p < nprimes; p += nt) build_prime(p, primes[p]);
            });
        for (auto &t : pool) t.join();
    }

  private:
    static void put_tw(u32 *plane_w, size_t plane_words, size_t at, u32 r, const Mod &m) {
        const u32 w = to_mont(r, m.q);
        plane_w[at] = w;
        plane_w[plane_words + at] = w * m.qinv;
    }

    void build_prime(int p, u32 q) {
        const Roots r(q);
        const Mod m = make_mod(q);
        mods[p] = m;
        build_matrices(p, r);
        for (u32 k = 0; k < (u32)N; k++) put_tw(&psi[(size_t)p * N * 2], 1, 2 * k, r.psi_brev(k), m);
        auto diag = [&](std::vector<u32> &t, size_t nodes, u32 node0, u32 node) {
            const u32 rk = r.zeta(16 * (node0 + node));
            for (int s = 0; s < 16; s++)
                put_tw(&t[(size_t)p * 2 * nodes * 16], nodes * 16, node * 16 + s, powmod(rk, pi16(s), q), m);
        };
        for (u32 g = 0; g < A_NODES; g++) diag(tw_a, A_NODES, 16, g);
        for (u32 j = 0; j < BX_NODES; j++) diag(tw_bx, BX_NODES, 256, j);
        for (u32 v = 0; v < BY_NODES; v++) diag(tw_by, BY_NODES, 4096, v);
        for (u32 j = 0; j < 256; j++) {  // folded B: r^l at [j][b][s], l = b + 16 pi(s)
            const u32 rj = r.zeta(256 * (256 + j));
            for (int b = 0; b < 16; b++)
                for (int s = 0; s < 16; s++)
                    put_tw(&tw_f[(size_t)p * 2 * F_WORDS], F_WORDS, j * 256 + b * 16 + s,
                           powmod(rj, b + 16 * pi16(s), q), m);
        }
    }

    // The 34 matrices, each checked against the block maps it stands for.
    void build_matrices(int p, const Roots &r) {
        const u32 q = r.q;
        std::vector<u32> w(256);
        auto emit = [&](int id, auto entry) {
            for (int h = 0; h < 16; h++)
                for (int i = 0; i < 16; i++) w[h * 16 + i] = entry(h, i);
            build_frags<16>(w.data(), q, pi16, rho16, &frags[((size_t)p * NMAT + id) * FRAG_WORDS]);
        };
        emit(MAT_T1, [&](int h, int i) { return powmod(r.zeta(16 + h), i, q); });
        auto ratio = [&](u32 k, int h) { return mulmod(r.zeta(16 * k + h), invmod(r.zeta(16 * k), q), q); };
        emit(MAT_W, [&](int h, int i) { return powmod(ratio(1, h), i, q); });
        for (u32 k : {16u, 31u, 256u, 300u, 511u, 4096u, 5000u, 8191u})  // W' is every node's
            for (int h = 0; h < 16; h++)
                if (ratio(k, h) != ratio(1, h)) fail("W' differs at node", k);
        for (int g = 0; g < 16; g++) {
            emit(MAT_AY + g, [&](int h, int i) { return powmod(r.zeta(256 + 16 * g + h), i, q); });
            auto yrel = [&](u32 k, int h) {
                return mulmod(r.zeta(256 * k + 16 * g + h), invmod(r.zeta(256 * k), q), q);
            };
            emit(MAT_BY + g, [&](int h, int i) { return powmod(yrel(256, h), i, q); });
            for (u32 k : {257u, 400u, 511u})
                for (int h = 0; h < 16; h++)
                    if (yrel(k, h) != yrel(256, h)) fail("Y'_g differs at node", k);
        }
        for (u32 k : {256u, 511u})  // folded B's stage X is W': zeta(16k+h) / zeta(256k)^16
            for (int h = 0; h < 16; h++)
                if (mulmod(r.zeta(16 * k + h), invmod(powmod(r.zeta(256 * k), 16, q), q), q) != ratio(1, h))
                    fail("folded stage X is not W' at node", k);
    }

    static void fail(const char *what, u32 k) {
        fprintf(stderr, "table construction: %s %u\n", what, k);
        exit(3);
    }
};

}  // namespace host

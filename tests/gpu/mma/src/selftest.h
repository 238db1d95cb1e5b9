// The CPU-only self-test (no GPU): everything that can be checked before a
// device run, run by run.sh first and by hand with --selftest.
//  1. the tensor-core radix-R stage (R = 16, 32, 64) through the emulated
//     mma.sync equals the R-point DFT mod q, word by word;
//  2. the transform models (diag, folded, CUDA cores lazy and exact) equal
//     the reference NTT for 30- and 31-bit primes;
//  3. the bank model: every shared-memory access of the transform kernels
//     takes the fewest wavefronts its width allows.
#pragma once
#include <map>
#include <random>
#include "emu.h"
#include "transform.cuh"

namespace bench {

// (1) One warp of the REDUCE piece, once, against the DFT computed directly.
template <int R>
inline bool check_stage_math(u32 q) {
    using G = pc::Geo<R>;
    const Mod m = host::make_mod(q);
    const host::Roots r(q);
    const u32 om = r.pw[2 * host::N / R];
    std::vector<u32> w(R * R), frags((size_t)Tile<R>::NF * 128), in(512), out(512), tw(2 * pc::WORDS, 0);
    for (int h = 0; h < R; h++)
        for (int i = 0; i < R; i++) w[h * R + i] = host::powmod(om, (u64)h * i, q);
    auto id = [](int v) { return v; };
    build_frags<R>(w.data(), q, id, id, frags.data());
    std::mt19937_64 rng(R);
    for (auto &v : in) v = (u32)rng();  // any 32-bit word: the split needs no reduced input
    emu::replay_mma_piece<R, pc::REDUCE>(frags.data(), tw.data(), m, 1, 0, in.data(), out.data());
    int bad = 0;
    for (int l = 0; l < 32; l++)
        for (int tt = 0; tt < G::TT; tt++)
            for (int f = 0; f < G::E; f++) {
                const int col = Tile<R>::out_col(f, l & 3), h = Tile<R>::out_row(f, l >> 2);
                u64 want = 0;
                for (int l2 = 0; l2 < 32; l2++) {  // the lanes of column col feed slots i
                    if ((l2 >> 2) != col) continue;
                    for (int e = 0; e < G::E; e++) {
                        const int i = Tile<R>::slot(e, l2 & 3);
                        want = (want + (u64)w[h * R + i] * (in[emu::widx(0, tt * G::E + e, l2)] % q)) % q;
                    }
                }
                bad += out[emu::widx(0, tt * G::E + f, l)] % q != want;
            }
    printf("  radix-%d tensor-core stage (emulated mma.sync) vs DFT mod %u: %s\n", R, q, bad ? "FAIL" : "ok");
    return !bad;
}

// (2) The transform models against the reference NTT, one polynomial.
inline bool check_models(int bits) {
    const std::vector<u32> primes = host::ntt_primes(bits, 2);
    host::TransformTables tb;
    tb.build(primes);
    bool ok = true;
    for (int p = 0; p < 2; p++) {
        const host::Roots r(primes[p]);
        std::vector<u32> in(host::N), ref, got(host::N);
        std::mt19937_64 rng(p + bits);
        for (auto &v : in) v = (u32)(rng() % primes[p]);
        ref = in;
        host::reference_ntt(ref.data(), r);
        const char *names[4] = {"tensor diag", "tensor folded", "CUDA lazy", "CUDA exact"};
        for (int v = 0; v < 4; v++) {
            if (v == 2 && bits > 30) continue;  // lazy butterflies need q < 2^30
            if (v < 2) emu::model_mma_transform(tb, p, v, in.data(), got.data());
            else emu::model_cuda_transform(tb, p, v == 3, in.data(), got.data());
            const bool same = got == ref;
            ok &= same;
            printf("  %2d-bit prime %u, %-13s model vs reference NTT: %s\n", bits, primes[p], names[v],
                   same ? "ok" : "FAIL");
        }
    }
    return ok;
}

// (3) Wavefronts of one warp access: 32 lanes of `width` words each, served
// 32 / width lanes at a time; per phase the most distinct words in a bank.
inline int wavefronts(const int *addr, int width) {
    int total = 0;
    const int per = 32 / width;
    for (int ph = 0; ph < 32; ph += per) {
        std::map<int, std::vector<int>> bank;
        for (int l = ph; l < ph + per; l++)
            for (int k = 0; k < width; k++) {
                auto &v = bank[(addr[l] + k) % 32];
                if (std::find(v.begin(), v.end(), addr[l] + k) == v.end()) v.push_back(addr[l] + k);
            }
        int most = 0;
        for (auto &b : bank) most = std::max(most, (int)b.second.size());
        total += most;
    }
    return total;
}

template <int KIND, int WM>
inline int bank_excess() {
    int excess = 0, a[32];
    auto take = [&](int width) { excess += wavefronts(a, width) - width; };
    for (int w = 0; w < WM; w++)
        for (int v = 0; v < 16; v++) {
            for (int f = 0; f < 4; f++) {
                for (int l = 0; l < 32; l++) a[l] = xf::mma_x_store<KIND>(w, v, f, l >> 2, l & 3);
                take(1);
            }
            for (int e = 0; e < 4; e++) {
                for (int l = 0; l < 32; l++) a[l] = xf::mma_y_load<KIND, WM == 0 ? 1 : WM>(w, v, e, l >> 2, l & 3);
                take(1);
            }
        }
    const int base = xf::cuda_base<KIND, WM>();
    for (int cw = 0; cw < 8 - WM; cw++)
        for (int pass = 0; pass < 4; pass++) {
            int set[32], b[32];
            for (int l = 0; l < 32; l++) xf::cuda_lane<KIND, WM>(cw, pass, l, set[l], b[l]);
            for (int i = 0; i < 16; i++) {
                for (int l = 0; l < 32; l++) a[l] = xf::Layout<KIND>::cuda_hl(base, set[l] - 8 * WM, i, b[l]);
                take(1);
            }
            for (int v = 0; v < 4; v++) {
                for (int l = 0; l < 32; l++) a[l] = xf::Layout<KIND>::cuda_hl(base, set[l] - 8 * WM, b[l], 4 * v);
                take(4);
            }
        }
    return excess;
}

// (3b) The exchange is a bijection: every (set, word) that stage X stores
// lands at one address, distinct per (set, word), where stage Y reads it.
template <int KIND, int WM>
inline bool exchange_consistent() {
    constexpr int W1 = WM == 0 ? 1 : WM;  // tensor-core set-groups (none when WM = 0)
    std::map<std::pair<int, int>, int> at;  // (set, l) -> shared word
    std::map<int, int> used;
    bool ok = true;
    auto put = [&](int set, int l, int addr) {
        ok &= at.emplace(std::make_pair(set, l), addr).second && used.emplace(addr, 0).second;
    };
    auto get = [&](int set, int l, int addr) {
        auto it = at.find(std::make_pair(set, l));
        ok &= it != at.end() && it->second == addr;
    };
    const int base = xf::cuda_base<KIND, WM>();
    for (int w = 0; w < WM; w++)
        for (int v = 0; v < 16; v++)
            for (int l = 0; l < 32; l++) {
                const int g = l >> 2, t = l & 3;
                for (int f = 0; f < 4; f++) {
                    const int col = 2 * t + (f & 1), h = g + 8 * (f >> 1);
                    const int set = KIND == 0 ? 8 * w + col : 8 * w + v / 2;
                    const int word = KIND == 0 ? v + 16 * h : 8 * (v & 1) + col + 16 * h;
                    put(set, word, xf::mma_x_store<KIND>(w, v, f, g, t));
                }
            }
    for (int cw = 0; cw < 8 - WM; cw++)
        for (int pass = 0; pass < 4; pass++)
            for (int l = 0; l < 32; l++) {
                int set, b;
                xf::cuda_lane<KIND, WM>(cw, pass, l, set, b);
                for (int i = 0; i < 16; i++) put(set, b + 16 * i, xf::Layout<KIND>::cuda_hl(base, set - 8 * WM, i, b));
            }
    ok &= (int)at.size() == 64 * 256;
    for (int w = 0; w < WM; w++)
        for (int v = 0; v < 16; v++)
            for (int l = 0; l < 32; l++)
                for (int e = 0; e < 4; e++) {
                    const int g = l >> 2, t = l & 3;
                    get(8 * (v % W1) + g, 16 * xf::y_block<W1>(w, v) + t + 4 * e, xf::mma_y_load<KIND, W1>(w, v, e, g, t));
                }
    for (int cw = 0; cw < 8 - WM; cw++)
        for (int pass = 0; pass < 4; pass++)
            for (int l = 0; l < 32; l++) {
                int set, g;
                xf::cuda_lane<KIND, WM>(cw, pass, l, set, g);
                for (int v = 0; v < 4; v++)
                    for (int k = 0; k < 4; k++)
                        get(set, 16 * g + 4 * v + k, xf::Layout<KIND>::cuda_hl(base, set - 8 * WM, g, 4 * v) + k);
            }
    return ok;
}

inline bool check_banks() {
    const int ex[6] = {bank_excess<0, 0>(), bank_excess<0, 4>(), bank_excess<0, 8>(),
                       bank_excess<1, 0>(), bank_excess<1, 4>(), bank_excess<1, 8>()};
    const char *names[6] = {"A cuda", "A mixed 4+4", "A tensor", "B cuda", "B mixed 4+4", "B tensor"};
    const bool same[6] = {exchange_consistent<0, 0>(), exchange_consistent<0, 4>(), exchange_consistent<0, 8>(),
                          exchange_consistent<1, 0>(), exchange_consistent<1, 4>(), exchange_consistent<1, 8>()};
    bool ok = true;
    for (int i = 0; i < 6; i++) {
        printf("  kernel %-12s: exchange %s; bank model: %d wavefronts above the minimum\n", names[i],
               same[i] ? "a bijection, read where written" : "INCONSISTENT", ex[i]);
        ok &= ex[i] == 0 && same[i];
    }
    return ok;
}

inline int run_selftest() {
    bool ok = true;
    printf("self-test (CPU only)\n");
    ok &= check_stage_math<16>(host::ntt_primes(30, 1)[0]);
    ok &= check_stage_math<32>(host::ntt_primes(30, 1)[0]);
    ok &= check_stage_math<64>(host::ntt_primes(31, 1)[0]);
    ok &= check_models(30);
    ok &= check_models(31);
    ok &= check_banks();
    printf("self-test: %s\n", ok ? "ok" : "FAIL");
    return ok ? 0 : 1;
}

}  // namespace bench

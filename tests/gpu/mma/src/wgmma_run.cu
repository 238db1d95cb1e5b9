// The sm_90a rows: the layout probe (both descriptor conventions, each
// radix), wgmma throughput, and the radix-16/32/64 stage on wgmma (modes as
// in pieces.cuh), every run replayed on the CPU for a sample of warpgroups.
// A probe that matches neither convention stops the wgmma rows (and says so).
#include <thread>
#include "bench.h"
#include "pieces_host.h"
#include "wgmma.cuh"

namespace bench {

namespace {

// One radix's B images ([prime][K x N bytes]) and, for the replays, the
// plane matrices W^(b) = W 2^(8b + 32) mod q ([prime][b][h][s]).
struct Images {
    int R = 0;
    std::vector<u32> img, wb;
    DevBuf<u32> d_img;
};

void build_images(Images &im, int R, const PrimeSet &s) {
    im.R = R;
    const int K = 4 * R, N = 4 * R;
    im.img.assign((size_t)NPRIMES * K * N / 4, 0);
    im.wb.assign((size_t)NPRIMES * 4 * R * R, 0);
    std::vector<std::thread> pool;
    for (int t = 0; t < 16; t++)
        pool.emplace_back([&, t] {
            for (int p = t; p < NPRIMES; p += 16) {
                const u32 q = s.primes[p];
                const host::Roots r(q);
                const u32 om = r.pw[2 * host::N / R];
                uint8_t *bytes = reinterpret_cast<uint8_t *>(&im.img[(size_t)p * K * N / 4]);
                for (int h = 0; h < R; h++)
                    for (int i = 0; i < R; i++) {
                        u64 v = host::powmod(om, (u64)h * i, q);
                        for (int sh = 0; sh < 32; sh += 8) v = (v << 8) % q;
                        for (int b = 0; b < 4; b++, v = (v << 8) % q) {
                            im.wb[(((size_t)p * 4 + b) * R + h) * R + i] = (u32)v;
                            for (int a = 0; a < 4; a++) bytes[wg::b_offset(R * b + i, a * R + h, K)] = (v >> (8 * a)) & 255;
                        }
                    }
            }
        });
    for (auto &t : pool) t.join();
    im.d_img.up(im.img);
}

inline u32 byte_of(u32 v, int b) { return (v >> (8 * b)) & 255; }

// Plane sums U[a][h] of one column whose slot s holds word xs[s].
void column_sums(const Images &im, int p, const u32 *xs, std::vector<u64> &u) {
    const int R = im.R;
    u.assign(4 * R, 0);
    for (int h = 0; h < R; h++)
        for (int b = 0; b < 4; b++)
            for (int s = 0; s < R; s++) {
                const u32 wv = im.wb[(((size_t)p * 4 + b) * R + h) * R + s], xb = byte_of(xs[s], b);
                for (int a = 0; a < 4; a++) u[a * R + h] += (u64)byte_of(wv, a) * xb;
            }
}

// The words of warpgroup wgi's column (warp w, group g, c2), by slot.
void gather(int R, const u32 *x, size_t gw0, int w, int g, int c2, std::vector<u32> &xs) {
    xs.assign(R, 0);
    for (int t = 0; t < 4; t++)
        for (int e = 0; e < R / 4; e++) xs[16 * (e / 4) + 4 * t + e % 4] = x[wg::word_at(R, gw0 + w, c2, e, 4 * g + t)];
}

// Replays warpgroup wgi of wg_piece<R, mode> on x, the warpgroup's 64 R
// words (they are contiguous: warps 4 wgi .. 4 wgi + 3), from its inputs.
template <int R>
void replay_wg(const Images &im, int mode, const Ctx &c, int reps, int wgi, std::vector<u32> &x) {
    const int p = (int)(((size_t)wgi * 64 * R / 65536) % NPRIMES);
    const Mod &m = c.s30.tb.mods[p];
    const size_t base = (size_t)wgi * 64 * R;  // global index of the slice
    x.assign(c.s30.in.begin() + base, c.s30.in.begin() + base + 64 * R);
    std::vector<u32> xs, next(x.size());
    std::vector<u64> u;
    auto step = [&](bool raw, int times) {
        for (int w = 0; w < 4; w++)
            for (int g = 0; g < 8; g++)
                for (int c2 = 0; c2 < 2; c2++) {
                    gather(R, x.data(), 0, w, g, c2, xs);
                    column_sums(im, p, xs.data(), u);
                    for (int t = 0; t < 4; t++)
                        for (int f = 0; f < R / 4; f++) {
                            const int h = wg::Geo<R>::out_h(f, t);
                            u32 uu[4];
                            for (int a = 0; a < 4; a++) uu[a] = (u32)(u[a * R + h] * times);
                            u32 lo, hi;
                            recombine<R>(uu[0], uu[1], uu[2], uu[3], lo, hi);
                            next[wg::word_at(R, w, c2, f, 4 * g + t)] = raw ? lo ^ hi : redc(lo, hi, m);
                        }
                }
        x = next;
    };
    if (mode == wg::MMA_ONLY) {
        step(true, reps);
        return;
    }
    for (int rep = 0; rep < reps; rep++) {
        if (mode == wg::TWIDDLE)  // each lane's twiddle of its column: the one at its word 0
            for (int w = 0; w < 4; w++)
                for (int l = 0; l < 32; l++)
                    for (int c2 = 0; c2 < 2; c2++) {
                        const size_t t0 = base + wg::word_at(R, w, c2, 0, l);
                        for (int e = 0; e < R / 4; e++) {
                            const size_t at = wg::word_at(R, w, c2, e, l);
                            x[at] = mont_tw(x[at], c.h_tw[t0], c.h_tw[WORDS + t0], m.q);
                        }
                    }
        step(false, 1);
    }
}

// The probe: raw sums of one rep, both descriptor conventions. Returns the
// convention that matched (-1 none) and prints a row per radix.
template <int R>
int probe(Ctx &c, const Images &im) {
    using G = wg::Geo<R>;
    auto k = wg::wg_probe<R>;
    CK(cudaFuncSetAttribute(k, cudaFuncAttributeMaxDynamicSharedMemorySize, G::BYTES));
    std::vector<u32> want((size_t)G::D * 128);
    std::vector<u32> xs;
    std::vector<u64> u;
    for (int w = 0; w < 4; w++)
        for (int l = 0; l < 32; l++)
            for (int i = 0; i < G::D; i++) {
                const int g = l >> 2, t = l & 3, c2 = (i >> 1) & 1, n = 8 * (i >> 2) + 2 * t + (i & 1);
                gather(R, c.s30.in.data(), 0, w, g, c2, xs);
                column_sums(im, 0, xs.data(), u);
                want[(size_t)i * 128 + 32 * w + l] = (u32)u[(n / R) * R + n % R];
            }
    int found = -1;
    std::string note;
    for (int conv = 0; conv < 2; conv++) {
        CK(cudaMemset(c.buf.p, 0, (size_t)G::D * 128 * 4));
        k<<<1, 128, G::BYTES>>>(c.s30.d_in.p, reinterpret_cast<const uint4 *>(im.d_img.p), c.buf.p, conv);
        CK(cudaDeviceSynchronize());
        CK(cudaGetLastError());
        std::vector<u32> got(want.size());
        CK(cudaMemcpy(got.data(), c.buf.p, got.size() * 4, cudaMemcpyDeviceToHost));
        int bad = 0;
        for (size_t i = 0; i < got.size(); i++) bad += got[i] != want[i];
        note += fmt("conv %.0f: %.0f bad; ", conv, bad);
        if (!bad && found < 0) found = conv;
    }
    row("wgmma", fmt("layout probe m64n%.0fk32 (radix %.0f), A regs + B descriptor", 4 * R, R), 0, note,
        found >= 0 ? fmt("ok (convention %.0f)", found) : "FAIL: layout assumption wrong");
    return found;
}

template <int R>
void wg_rows(Ctx &c, const Images &im, int conv) {
    using G = wg::Geo<R>;
    const int blocks = (int)(WORDS / (64 * R)), warpgroups = blocks;
    const char *names[4] = {"MMA only (planes formed once, accumulate)", "", "+ split, recombine, REDC",
                            "+ twiddle product per word (whole stage)"};
    for (int mode : {0, 2, 3}) {
        auto k = mode == 0 ? wg::wg_piece<R, 0> : mode == 2 ? wg::wg_piece<R, 2> : wg::wg_piece<R, 3>;
        CK(cudaFuncSetAttribute(k, cudaFuncAttributeMaxDynamicSharedMemorySize, G::BYTES));
        auto launch = [&](int reps) {
            k<<<blocks, 128, G::BYTES>>>(c.buf.p, reinterpret_cast<const uint4 *>(im.d_img.p), c.tw.p, c.s30.mods.p,
                                         NPRIMES, reps, conv);
        };
        const int r1 = mode == 0 ? 4 : 2, r2 = mode == 0 ? 20 : 10;
        std::string check;
        for (int r : {r1, r2}) {
            CK(cudaMemcpy(c.buf.p, c.s30.d_in.p, WORDS * 4, cudaMemcpyDeviceToDevice));
            launch(r);
            CK(cudaDeviceSynchronize());
            CK(cudaGetLastError());
            const std::vector<u32> got = c.buf.down();
            std::vector<int> sample;
            for (int wgi = 0; wgi < warpgroups; wgi += 509) sample.push_back(wgi);
            sample.push_back(warpgroups - 1);
            std::vector<int> bad(sample.size(), 0);
            std::vector<std::thread> pool;
            for (int t = 0; t < 16; t++)
                pool.emplace_back([&, t] {
                    std::vector<u32> x;
                    for (size_t i = t; i < sample.size(); i += 16) {
                        replay_wg<R>(im, mode, c, r, sample[i], x);
                        const size_t base = (size_t)sample[i] * 64 * R;
                        for (size_t j = 0; j < x.size(); j++) bad[i] += x[j] != got[base + j];
                    }
                });
            for (auto &t : pool) t.join();
            int nb = 0;
            for (int b : bad) nb += b;
            if (nb || check.empty())
                check = nb ? fmt("FAIL: %.0f words differ (%.0f reps)", nb, r)
                           : fmt("ok (%.0f warpgroups x %.0f words replayed)", sample.size(), 64 * R);
        }
        const double t = (time_us([&] { launch(r2); }) - time_us([&] { launch(r1); })) / (r2 - r1);
        const int log_r = R == 16 ? 4 : R == 32 ? 5 : 6;
        row("wgmma r" + std::to_string(R), names[mode], t,
            fmt("%.1f us/level, %.0f TMAC/s; 16 levels: %.1f us", t / log_r, (double)WORDS * 16 * R / t * 1e-6,
                t * 16.0 / log_r),
            check);
    }
}

void peak_row(Ctx &c, const Images &im64, int conv) {
    const int blocks = c.sms * 2 * 4;
    CK(cudaFuncSetAttribute(wg::wg_peak, cudaFuncAttributeMaxDynamicSharedMemorySize, 256 * 256));
    auto launch = [&](int it) {
        wg::wg_peak<<<blocks, 128, 256 * 256>>>(c.s30.d_in.p, reinterpret_cast<const uint4 *>(im64.d_img.p), c.buf.p, it, conv);
    };
    const int it1 = 128, it2 = 640;
    launch(it2);
    CK(cudaDeviceSynchronize());
    CK(cudaGetLastError());
    const std::vector<u32> got = c.buf.down();
    const uint8_t *bytes = reinterpret_cast<const uint8_t *>(im64.img.data());
    int bad = 0, checked = 0;
    for (int blk = 0; blk < blocks; blk += 37) {
        int am[64][32];  // the block's A: row m, k < 32
        for (int tid = 0; tid < 128; tid++) {
            const int w = tid >> 5, l = tid & 31, g = l >> 2, t = l & 3;
            for (int j = 0; j < 4; j++) {
                const u32 v = c.s30.in[((size_t)blk * 128 + tid) * 4 + j];
                for (int by = 0; by < 4; by++) am[16 * w + g + 8 * (j & 1)][16 * (j >> 1) + 4 * t + by] = byte_of(v, by);
            }
        }
        for (int tid = 0; tid < 128; tid++, checked++) {
            const int w = tid >> 5, l = tid & 31, g = l >> 2, t = l & 3;
            u32 s = 0;
            for (int i = 0; i < 128; i++) {
                const int mrow = 16 * w + g + 8 * ((i >> 1) & 1), n = 8 * (i >> 2) + 2 * t + (i & 1);
                u32 d = 0;
                for (int k = 0; k < 32; k++) d += am[mrow][k] * bytes[wg::b_offset(k, n, 256)];
                s += d * (u32)it2 * (2 * i + 1);
            }
            bad += s != got[(size_t)blk * 128 + tid];
        }
    }
    const double t = (time_us([&] { launch(it2); }) - time_us([&] { launch(it1); })) / (it2 - it1);
    const double tmacs = (double)blocks * 64 * 256 * 32 / t * 1e-6;
    row("floor", "wgmma m64n256k32 u8 (A regs, B shared, registers only)", tmacs,
        fmt("TMAC/s (= %.0f TOPS); R=16 transform's MMAs: %.1f us", 2 * tmacs, (double)WORDS * 256 * 4 / (tmacs * 1e6)),
        bad ? fmt("FAIL: %.0f of %.0f threads", bad, checked) : fmt("ok (%.0f threads replayed)", checked));
}

}  // namespace

void run_wgmma(Ctx &c) {
    Images im[3];
    build_images(im[0], 16, c.s30);
    build_images(im[1], 32, c.s30);
    build_images(im[2], 64, c.s30);
    const int conv[3] = {probe<16>(c, im[0]), probe<32>(c, im[1]), probe<64>(c, im[2])};
    if (conv[2] >= 0) peak_row(c, im[2], conv[2]);
    if (conv[0] >= 0) wg_rows<16>(c, im[0], conv[0]);
    if (conv[1] >= 0) wg_rows<32>(c, im[1], conv[1]);
    if (conv[2] >= 0) wg_rows<64>(c, im[2], conv[2]);
}

}  // namespace bench

// Floors and pieces: copy, CUDA-core butterflies, mma.sync throughput, and
// the radix-16/32/64 tensor-core stage taken apart (pieces.cuh). Per-stage
// times are differences of two rep counts, so the kernels' loads and stores
// cancel; each run is replayed on the CPU for a sample of warps.
#include <thread>
#include "bench.h"
#include "pieces_host.h"

namespace bench {

namespace {

constexpr int PIECE_BLOCKS = (int)(WORDS / pc::WARP_WORDS / 4);  // 4 warps a block
constexpr int SAMPLE_STRIDE = 1021;                              // warps replayed: every 1021st and the last

std::vector<int> sample_warps(int warps) {
    std::vector<int> w;
    for (int i = 0; i < warps; i += SAMPLE_STRIDE) w.push_back(i);
    w.push_back(warps - 1);
    return w;
}

// Replays `replay(warp, out)` for the sampled warps (in parallel) and
// compares with the device's words.
std::string check_sample(const std::vector<u32> &got, int warps,
                         const std::function<void(int, u32 *)> &replay) {
    const std::vector<int> ws = sample_warps(warps);
    std::vector<int> bad(ws.size(), 0);
    std::vector<std::thread> pool;
    static std::vector<u32> out(WORDS);  // replays write their warps' words only
    const int nt = 16;
    for (int t = 0; t < nt; t++)
        pool.emplace_back([&, t] {
            for (size_t i = t; i < ws.size(); i += nt) {
                replay(ws[i], out.data());
                for (int e = 0; e < 16; e++)
                    for (int l = 0; l < 32; l++) {
                        const size_t at = emu::widx(ws[i], e, l);
                        bad[i] += out[at] != got[at];
                    }
            }
        });
    for (auto &t : pool) t.join();
    int nbad = 0;
    for (int b : bad) nbad += b;
    char s[128];
    snprintf(s, sizeof s, nbad ? "FAIL: %d of %zu replayed words differ" : "ok (%d warps x 512 words replayed)",
             nbad ? nbad : (int)ws.size(), ws.size() * 512);
    return s;
}

// Runs `launch(reps)` from the inputs, checks it, and returns the time of
// one rep: (t(r2) - t(r1)) / (r2 - r1).
double per_rep(Ctx &c, const std::function<void(int)> &launch, int r1, int r2,
               const std::function<void(int, int, u32 *)> &replay, std::string &check) {
    check.clear();
    for (int r : {r1, r2}) {
        CK(cudaMemcpy(c.buf.p, c.s30.d_in.p, WORDS * 4, cudaMemcpyDeviceToDevice));
        launch(r);
        CK(cudaDeviceSynchronize());
        CK(cudaGetLastError());
        const std::string one = check_sample(c.buf.down(), (int)(WORDS / 512), [&](int w, u32 *o) { replay(r, w, o); });
        if (check.empty() || one.rfind("FAIL", 0) == 0) check = one;
    }
    const double t1 = time_us([&] { launch(r1); }), t2 = time_us([&] { launch(r2); });
    return (t2 - t1) / (r2 - r1);
}

const char *MODE_NAMES[] = {"MMA only (planes formed once, accumulate)", "+ split & recombine (no reduction)",
                            "+ REDC of the recombined sums", "+ twiddle product per word (whole stage)",
                            "stage without the MMA (CUDA-core work alone)"};

template <int R, int MODE>
void piece_row(Ctx &c, int ri) {
    const size_t smem = R > 16 ? (size_t)Tile<R>::NF * 32 * 16 : 0;
    auto k = pc::mma_piece<R, MODE>;
    if (smem > 48 * 1024) CK(cudaFuncSetAttribute(k, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)smem));
    const uint4 *fr = reinterpret_cast<const uint4 *>(c.pfrags[ri].p);
    auto launch = [&](int reps) { k<<<PIECE_BLOCKS, 128, smem>>>(c.buf.p, fr, c.tw.p, c.s30.mods.p, NPRIMES, reps); };
    auto replay = [&](int reps, int w, u32 *o) {
        const int prime = (w / pc::WARPS_PER_POLY) % NPRIMES;
        emu::replay_mma_piece<R, MODE>(&c.h_pfrags[ri][(size_t)prime * Tile<R>::NF * 128], c.h_tw.data(),
                                       c.s30.tb.mods[prime], reps, w, c.s30.in.data(), o);
    };
    std::string check;
    const int r1 = MODE == pc::MMA_ONLY ? 4 : 2, r2 = MODE == pc::MMA_ONLY ? 20 : 10;
    const double t = per_rep(c, launch, r1, r2, replay, check);
    const int log_r = R == 16 ? 4 : R == 32 ? 5 : 6;
    const double macs = (double)WORDS * 16 * R;  // per stage: 4 planes x 4R bytes per output word
    row("piece r" + std::to_string(R), MODE_NAMES[MODE], t,
        fmt("%.1f us/level, %.0f TMAC/s; 16 levels: %.1f us", t / log_r, macs / t * 1e-6, t * 16.0 / log_r),
        check);
}

template <int R>
void piece_rows(Ctx &c, int ri) {
    piece_row<R, pc::MMA_ONLY>(c, ri);
    piece_row<R, pc::SPLIT>(c, ri);
    piece_row<R, pc::REDUCE>(c, ri);
    piece_row<R, pc::TWIDDLE>(c, ri);
    piece_row<R, pc::NO_MMA>(c, ri);
}

template <int V>
double bfly_row(Ctx &c, const char *section) {
    auto launch = [&](int reps) { pc::bfly_piece<V><<<PIECE_BLOCKS, 128>>>(c.buf.p, c.tw.p, c.s30.mods.p, NPRIMES, reps); };
    auto replay = [&](int reps, int w, u32 *o) {
        emu::replay_bfly_piece<V>(c.h_tw.data(), c.s30.tb.mods[(w / pc::WARPS_PER_POLY) % NPRIMES], reps, w,
                                  c.s30.in.data(), o);
    };
    std::string check;
    const double t = per_rep(c, launch, 4, 20, replay, check);
    const int levels = V == 8 ? 3 : 4;
    const double bflies = (double)WORDS / 2 * levels;  // per rep
    const double rate = bflies / t * 1e-3;             // G butterflies/s
    const double full = (double)WORDS / 2 * 16 / (rate * 1e3);
    row(section, fmt("radix-%.0f lazy Montgomery butterflies, one rep (%.0f levels)", V, levels), t,
        fmt("%.0f G bfly/s; 16 levels of 2^25: %.1f us", rate, full), check);
    return full;
}

__global__ void copy_kernel(const uint4 *__restrict__ s, uint4 *__restrict__ d, size_t n) {
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x) d[i] = s[i];
}

// mma.sync throughput: 8 independent accumulators a warp, `iters` x 8 MMAs.
__global__ void __launch_bounds__(128) mma_peak(const uint4 *frag, const u32 *data, u32 *out, int iters) {
    const int warp = blockIdx.x * 4 + (threadIdx.x >> 5), lane = threadIdx.x & 31;
    const uint4 a = frag[lane];
    u32 b[8][2], d[8][4];
#pragma unroll
    for (int k = 0; k < 8; k++) {
        b[k][0] = data[pc::widx(warp, 2 * k, lane)];
        b[k][1] = data[pc::widx(warp, 2 * k + 1, lane)];
        d[k][0] = d[k][1] = d[k][2] = d[k][3] = 0;
    }
#pragma unroll 1
    for (int it = 0; it < iters; it++)
#pragma unroll
        for (int k = 0; k < 8; k++) mma_u8(d[k], a, b[k][0], b[k][1], d[k]);
    u32 s = 0;
#pragma unroll
    for (int k = 0; k < 8; k++) s += d[k][0] + d[k][1] * 3 + d[k][2] * 5 + d[k][3] * 7;
    out[(size_t)warp * 32 + lane] = s;
}

void mma_peak_row(Ctx &c) {
    const int warps = 132 * 16 * 8, blocks = warps / 4;
    const uint4 *fr = reinterpret_cast<const uint4 *>(c.pfrags[0].p);
    auto launch = [&](int it) { mma_peak<<<blocks, 128>>>(fr, c.s30.d_in.p, c.buf.p, it); };
    // check: every sampled warp's fold, from one emulated product times iters
    const int it1 = 64, it2 = 320;
    launch(it2);
    CK(cudaDeviceSynchronize());
    const std::vector<u32> got = c.buf.down();
    int bad = 0, checked = 0;
    for (int w = 0; w < warps; w += 97, checked++) {
        u32 fa[32][4], b[8][32][2], zero[32][4] = {}, d[32][4];
        for (int l = 0; l < 32; l++)
            for (int j = 0; j < 4; j++) fa[l][j] = c.h_pfrags[0][l * 4 + j];
        u32 fold[32] = {};
        for (int k = 0; k < 8; k++) {
            for (int l = 0; l < 32; l++)
                for (int j = 0; j < 2; j++) b[k][l][j] = c.s30.in[emu::widx(w, 2 * k + j, l)];
            emu_mma_u8(fa, b[k], zero, d);
            for (int l = 0; l < 32; l++)
                fold[l] += (d[l][0] + d[l][1] * 3 + d[l][2] * 5 + d[l][3] * 7) * (u32)it2;
        }
        for (int l = 0; l < 32; l++) bad += fold[l] != got[(size_t)w * 32 + l];
    }
    const double t = (time_us([&] { launch(it2); }) - time_us([&] { launch(it1); })) / (it2 - it1);
    const double macs = (double)warps * 8 * 4096;  // per iteration
    const double tmacs = macs / t * 1e-6;
    row("floor", "mma.sync m16n8k32 u8 (8 chains a warp, registers only)", tmacs,
        fmt("TMAC/s (= %.0f TOPS); R=16 transform's MMAs: %.1f us", 2 * tmacs,
            (double)WORDS * 256 * 4 / (tmacs * 1e6)),
        bad ? fmt("FAIL: %.0f of %.0f lanes", bad, checked * 32.0) : fmt("ok (%.0f warps replayed)", checked));
}

}  // namespace

void run_floors(Ctx &c) {
    const size_t n4 = WORDS / 4;
    auto cp = [&] { copy_kernel<<<c.sms * 8, 512>>>(reinterpret_cast<const uint4 *>(c.s30.d_in.p), reinterpret_cast<uint4 *>(c.buf.p), n4); };
    CK(cudaMemset(c.buf.p, 0, WORDS * 4));
    cp();
    CK(cudaDeviceSynchronize());
    const bool ok = c.buf.down() == c.s30.in;
    c.copy_floor_us = time_us(cp);
    row("floor", "copy 2^25 words (one read + one write)", c.copy_floor_us,
        fmt("%.0f GB/s", 2.0 * WORDS * 4 / c.copy_floor_us * 1e-3), ok ? "ok (all words)" : "FAIL");
    bfly_row<8>(c, "floor");
    c.bfly_floor_us = bfly_row<16>(c, "floor");
    mma_peak_row(c);
}

void run_pieces(Ctx &c) {
    piece_rows<16>(c, 0);
    piece_rows<32>(c, 1);
    piece_rows<64>(c, 2);
    // Warp-specialised overlap: MW of 8 warps on the tensor-core stage, the
    // rest on radix-16 butterflies; all-MMA and all-butterfly for reference.
    auto mix = [&](auto kern, int mw) {
        auto launch = [&](int reps) { kern<<<PIECE_BLOCKS / 2, 256>>>(c.buf.p, reinterpret_cast<const uint4 *>(c.pfrags[0].p), c.tw.p, c.s30.mods.p, NPRIMES, reps); };
        auto replay = [&](int reps, int w, u32 *o) {
            const int prime = (w / pc::WARPS_PER_POLY) % NPRIMES;
            const Mod &m = c.s30.tb.mods[prime];
            if (w % 8 < mw)
                emu::replay_mma_piece<16, pc::TWIDDLE>(&c.h_pfrags[0][(size_t)prime * Tile<16>::NF * 128],
                                                       c.h_tw.data(), m, reps, w, c.s30.in.data(), o);
            else
                emu::replay_bfly_piece<16>(c.h_tw.data(), m, reps, w, c.s30.in.data(), o);
        };
        std::string check;
        const double t = per_rep(c, launch, 2, 10, replay, check);
        row("overlap", fmt("%.0f of 8 warps tensor-core stage, the rest radix-16 butterflies", mw), t,
            "us per rep: radix-16 stage over 2^25 words", check);
        return t;
    };
    const double t0 = mix(pc::mix_piece<0>, 0), t8 = mix(pc::mix_piece<8>, 8), t4 = mix(pc::mix_piece<4>, 4);
    row("overlap", "half and half: serial sum (t0 + t8) / 2 vs measured", (t0 + t8) / 2,
        fmt("measured %.2f; perfect overlap %.2f", t4, std::max(t0, t8) / 2), "derived");
}

}  // namespace bench

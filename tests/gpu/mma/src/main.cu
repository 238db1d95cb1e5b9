// Tensor cores for NTT stages, measured: floors, the pieces of a tensor-core
// radix-R stage, and whole forward transforms built each way, over 2^25 u32
// words (512 polynomials of 2^16, 256 primes cycled), every row checked bit
// for bit on the CPU. README.md beside this says what each row means.
//
//   mma_bench --selftest   CPU only (no GPU needed): the tensor-core math,
//                          the transform models against the reference NTT,
//                          the shared-memory bank model of the kernels.
//   mma_bench              everything, on the GPU.
#include <cstring>
#include <random>
#include <thread>
#include "bench.h"
#include "emu.h"
#include "selftest.h"

namespace bench {

// Inputs (residues of each polynomial's prime) and the reference outputs.
static void prepare(PrimeSet &s, int bits) {
    s.bits = bits;
    s.primes = host::ntt_primes(bits, NPRIMES);
    s.tb.build(s.primes);
    s.in.resize(WORDS);
    s.ref.resize(WORDS);
    std::mt19937_64 rng(1234 + bits);
    for (size_t i = 0; i < WORDS; i++) s.in[i] = (u32)(rng() % s.primes[(i / host::N) % NPRIMES]);
    std::vector<std::thread> pool;
    for (int t = 0; t < 16; t++)
        pool.emplace_back([&, t] {
            for (int p = t; p < NPRIMES; p += 16) {
                const host::Roots r(s.primes[p]);
                for (int poly = p; poly < NPOLY; poly += NPRIMES) {
                    u32 *a = &s.ref[(size_t)poly * host::N];
                    memcpy(a, &s.in[(size_t)poly * host::N], host::N * 4);
                    host::reference_ntt(a, r);
                }
            }
        });
    for (auto &t : pool) t.join();
}

static void upload(PrimeSet &s) {
    s.mods.up(s.tb.mods);
    s.d_in.up(s.in);
    s.frags.up(s.tb.frags);
    s.psi.up(s.tb.psi);
    s.tw_a.up(s.tb.tw_a);
    s.tw_bx.up(s.tb.tw_bx);
    s.tw_by.up(s.tb.tw_by);
    s.tw_f.up(s.tb.tw_f);
}

// Pieces: random twiddles per word (the word's prime) and each prime's
// R-point DFT matrix (root psi^(2n/R)) for R = 16, 32, 64.
static void prepare_pieces(Ctx &c) {
    const PrimeSet &s = c.s30;
    c.h_tw.resize(2 * WORDS);
    std::mt19937_64 rng(99);
    for (size_t at = 0; at < WORDS; at++) {
        const Mod &m = s.tb.mods[(at / 512 / pc::WARPS_PER_POLY) % NPRIMES];
        const u32 w = host::to_mont((u32)(rng() % m.q), m.q);
        c.h_tw[at] = w;
        c.h_tw[WORDS + at] = w * m.qinv;
    }
    c.tw.up(c.h_tw);
    const int rs[3] = {16, 32, 64}, nfs[3] = {Tile<16>::NF, Tile<32>::NF, Tile<64>::NF};
    for (int ri = 0; ri < 3; ri++) {
        const int R = rs[ri];
        c.h_pfrags[ri].assign((size_t)NPRIMES * nfs[ri] * 128, 0);
        std::vector<std::thread> pool;
        for (int t = 0; t < 16; t++)
            pool.emplace_back([&, t, R, ri] {
                std::vector<u32> w(R * R);
                for (int p = t; p < NPRIMES; p += 16) {
                    const host::Roots r(s.primes[p]);
                    const u32 om = r.pw[2 * host::N / R];
                    for (int h = 0; h < R; h++)
                        for (int i = 0; i < R; i++) w[h * R + i] = host::powmod(om, (u64)h * i, s.primes[p]);
                    u32 *out = &c.h_pfrags[ri][(size_t)p * nfs[ri] * 128];
                    auto id = [](int v) { return v; };
                    if (R == 16) build_frags<16>(w.data(), s.primes[p], id, id, out);
                    if (R == 32) build_frags<32>(w.data(), s.primes[p], id, id, out);
                    if (R == 64) build_frags<64>(w.data(), s.primes[p], id, id, out);
                }
            });
        for (auto &t : pool) t.join();
        c.pfrags[ri].up(c.h_pfrags[ri]);
    }
}

}  // namespace bench

int main(int argc, char **argv) {
    using namespace bench;
    bool selftest = false, wgmma = true;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--selftest")) selftest = true;
        else if (!strcmp(argv[i], "--no-wgmma")) wgmma = false;
        else {
            fprintf(stderr, "usage: %s [--selftest] [--no-wgmma]\n", argv[0]);
            return 2;
        }
    }
    if (selftest) return run_selftest();
    Ctx c;
    int dev = 0;
    CK(cudaGetDevice(&dev));
    cudaDeviceProp prop;
    CK(cudaGetDeviceProperties(&prop, dev));
    c.sms = prop.multiProcessorCount;
    printf("device: %s, %d SMs, L2 %d MB, sm_%d%d\n", prop.name, c.sms, prop.l2CacheSize >> 20, prop.major, prop.minor);
    prepare(c.s30, 30);
    upload(c.s30);
    prepare_pieces(c);
    c.buf.alloc(WORDS);
    c.buf2.alloc(WORDS);
    printf("\n| section    | row                                                        |  us/2^25  | derived                                      | check |\n");
    printf("|---|---|---|---|---|\n");
    run_floors(c);
    run_pieces(c);
    run_transforms(c, c.s30, false);
    prepare(c.s31, 31);
    upload(c.s31);
    run_transforms(c, c.s31, true);
    if (wgmma) run_wgmma(c);
    return 0;
}

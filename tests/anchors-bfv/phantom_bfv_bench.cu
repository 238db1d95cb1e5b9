// Phantom (encryptorion-lab/phantom-fhe) BFV homomorphic multiplication with
// relinearisation, timed beside nttgen's runtime/examples/bfv_mul.rs in the
// same GPU run. Calls Phantom's public API only:
// EncryptionParameters / PhantomContext / PhantomSecretKey (public and relin
// keys) / PhantomBatchEncoder / encrypt_asymmetric / multiply_and_relin_inplace
// / decrypt.
//
//   phantom_bfv_bench [--logn 12,13,14] [--batch 256] [--t 65537]
//                     [--variants same-q,default] [--tech hps,behz]
//
// Variants (both with one special prime for Phantom's hybrid key switching):
//   same-q   the ciphertext towers of nttgen's BfvParams::standard (log q =
//            the HE standard's 128-bit value for N, split into towers of at
//            most 55 bits: 109 = 55+54, 218 = 55+55+54+54, 438 = 6x55+2x54,
//            881 = 14x52+3x51; the largest NTT primes of each size, in
//            nttgen's order) plus ONE 60-bit special prime P, so Phantom's
//            whole key modulus is log q + 60 bits (above the standard's bound
//            for N: this variant is about speed at equal q, not security).
//   default  CoeffModulus::BFVDefault(N) (SEAL's defaults: 109 / 218 / 438 /
//            881 bits IN TOTAL, the last prime being the special prime; the
//            ciphertext modulus is smaller than nttgen's).
// Multiplication technique: hps (Phantom's default for BFV, fused
// multiply+relinearise kernel sequence) and, as separate rows, behz
// (multiply_inplace's BEHZ path + relinearize_inplace).
//
// Timing (CUDA events on cudaStreamPerThread, the stream Phantom uses):
//   LATENCY_US   per product of 20 back-to-back products of ONE ciphertext
//                pair (in place: a = a * b, same cost every time), median of 7
//                groups after 3 warm-ups: the definition bfv_mul.rs uses for
//                its "HMUL latency", eager and as a graph.
//                NOTE single=... is the median of 15 isolated products (sync
//                before and after each: launch latency included).
//   PER_PRODUCT_US_BATCHED  K distinct ciphertext pairs, K calls back to back
//                on one stream (Phantom has no batched-ciphertext API), total
//                / K, median of 5 passes; before each pass the K operands are
//                restored from pristine copies outside the timed region.
// Check: the first (untimed) pass over the K fresh pairs is decrypted and
// decoded (batch encoder, slots) and compared slot by slot with a * b mod t
// computed on the CPU, for every product of the batch; the single-pair
// product too. CHECK starts with "ok" only then.
//
// Output: DEVICE / PARAMS lines and
//   RESULT,phantom,bfv-hmul,VARIANT,LOG_N,LOG_Q,TOWERS,T,LATENCY_US,PER_PRODUCT_US_BATCHED,BATCH,CHECK,NOTE
// LOG_Q / TOWERS: the ciphertext modulus q (special prime excluded); NOTE
// gives the tower bits, the special prime bits and the total. Any exception
// becomes a RESULT line with CHECK "error: ..." and the next configuration
// runs. Exit status 1 if any check failed or errored.
#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <random>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "phantom.h"

using namespace phantom;
using namespace phantom::arith;

namespace {

typedef unsigned __int128 u128;

void ck(cudaError_t e, const char *what) {
    if (e != cudaSuccess) throw std::runtime_error(std::string("CUDA ") + what + ": " + cudaGetErrorString(e));
}

uint64_t mulmod(uint64_t a, uint64_t b, uint64_t q) { return (uint64_t)((u128)a * b % q); }

uint64_t powmod(uint64_t a, uint64_t e, uint64_t q) {
    uint64_t r = 1 % q;
    a %= q;
    while (e) {
        if (e & 1) r = mulmod(r, a, q);
        a = mulmod(a, a, q);
        e >>= 1;
    }
    return r;
}

// Deterministic Miller-Rabin for u64 (first twelve primes as bases).
bool is_prime_u64(uint64_t n) {
    static const uint64_t B[12] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37};
    if (n < 2) return false;
    for (uint64_t p : B) {
        if (n == p) return true;
        if (n % p == 0) return false;
    }
    int s = __builtin_ctzll(n - 1);
    uint64_t d = (n - 1) >> s;
    for (uint64_t a : B) {
        uint64_t x = powmod(a, d, n);
        if (x == 1 || x == n - 1) continue;
        bool ok = false;
        for (int i = 1; i < s; i++) {
            x = mulmod(x, x, n);
            if (x == n - 1) { ok = true; break; }
        }
        if (!ok) return false;
    }
    return true;
}

// The `count` largest primes of exactly `bits` bits with p = 1 mod step,
// largest first (nttgen's codegen::arith::primes::ntt_primes).
std::vector<uint64_t> ntt_primes(int bits, size_t count, uint64_t step) {
    std::vector<uint64_t> out;
    u128 lo = (u128)1 << (bits - 1), hi = ((u128)1 << bits) - 1;
    u128 c = (hi - 1) / step * step + 1;
    while (c >= lo && out.size() < count) {
        if (is_prime_u64((uint64_t)c)) out.push_back((uint64_t)c);
        if (c < step) break;
        c -= step;
    }
    if (out.size() < count) throw std::runtime_error("too few NTT primes of " + std::to_string(bits) + " bits");
    return out;
}

// nttgen runtime/src/apps/bfv/params.rs: STANDARD_128 and tower_bits.
int standard_log_q(int log_n) {
    switch (log_n) {
        case 10: return 27;
        case 11: return 54;
        case 12: return 109;
        case 13: return 218;
        case 14: return 438;
        case 15: return 881;
        default: return 0;
    }
}
std::vector<int> tower_bits(int log_q) {
    const int max_bits = 55;
    int k = std::max(1, (log_q + max_bits - 1) / max_bits);
    std::vector<int> v;
    for (int i = 0; i < k; i++) v.push_back(log_q / k + (i < log_q % k ? 1 : 0));
    return v;
}

// nttgen's BfvParams::with_tower_bits: for each size, the next largest NTT
// prime of that size not taken yet.
std::vector<uint64_t> nttgen_q_primes(int log_n, const std::vector<int> &bits) {
    uint64_t two_n = 2ull << log_n;
    std::vector<uint64_t> q;
    for (int b : bits) {
        size_t taken = 0;
        for (uint64_t p : q) taken += (p >> (b - 1)) == 1;
        q.push_back(ntt_primes(b, taken + 1, two_n)[taken]);
    }
    return q;
}

std::string join_bits(const std::vector<Modulus> &m, size_t from, size_t to) {
    std::string s;
    for (size_t i = from; i < to; i++) s += (i > from ? "+" : "") + std::to_string(m[i].bit_count());
    return s;
}

std::string sanitize(std::string s) {
    for (char &c : s)
        if (c == ',' || c == '\n' || c == '\r') c = ';';
    return s;
}

struct Args {
    std::vector<int> log_ns{12, 13, 14};
    size_t batch = 256;
    uint64_t t = 65537;
    std::vector<std::string> variants{"same-q", "default"};
    std::vector<std::string> techs{"hps", "behz"};
};

std::vector<std::string> split(const std::string &s) {
    std::vector<std::string> v;
    std::stringstream ss(s);
    std::string x;
    while (std::getline(ss, x, ','))
        if (!x.empty()) v.push_back(x);
    return v;
}

[[noreturn]] void usage(const char *msg) {
    fprintf(stderr,
            "phantom_bfv_bench: %s\nusage: phantom_bfv_bench [--logn 12,13,14] [--batch 256] [--t 65537] "
            "[--variants same-q,default] [--tech hps,behz]\n",
            msg);
    exit(2);
}

Args parse(int argc, char **argv) {
    Args a;
    for (int i = 1; i < argc; i++) {
        std::string k = argv[i];
        if (k == "-h" || k == "--help") usage("help");
        if (i + 1 >= argc) usage(("missing value after " + k).c_str());
        std::string v = argv[++i];
        if (k == "--logn") {
            a.log_ns.clear();
            for (auto &x : split(v)) {
                int l = atoi(x.c_str());
                if (l < 12 || l > 15) usage("--logn: values in 12..15");
                a.log_ns.push_back(l);
            }
        } else if (k == "--batch") {
            long b = atol(v.c_str());
            if (b < 1 || b > 4096) usage("--batch: 1..4096");
            a.batch = (size_t)b;
        } else if (k == "--t") {
            a.t = strtoull(v.c_str(), nullptr, 10);
            if (a.t < 2) usage("--t: a prime = 1 mod 2N");
        } else if (k == "--variants") {
            a.variants = split(v);
            for (auto &x : a.variants)
                if (x != "same-q" && x != "default") usage("--variants: same-q and/or default");
        } else if (k == "--tech") {
            a.techs = split(v);
            for (auto &x : a.techs)
                if (x != "hps" && x != "behz") usage("--tech: hps and/or behz");
        } else {
            usage(("unknown option " + k).c_str());
        }
    }
    return a;
}

struct Timer {
    cudaEvent_t a{}, b{};
    cudaStream_t s = cudaStreamPerThread;
    Timer() {
        ck(cudaEventCreate(&a), "event create");
        ck(cudaEventCreate(&b), "event create");
    }
    ~Timer() {
        cudaEventDestroy(a);
        cudaEventDestroy(b);
    }
    void start() { ck(cudaEventRecord(a, s), "event record"); }
    double stop_us() {  // waits
        ck(cudaEventRecord(b, s), "event record");
        ck(cudaEventSynchronize(b), "event sync");
        float ms = 0;
        ck(cudaEventElapsedTime(&ms, a, b), "elapsed");
        return ms * 1000.0;
    }
};

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

void sync() {
    ck(cudaStreamSynchronize(cudaStreamPerThread), "stream sync");
    ck(cudaGetLastError(), "last error");
}

int g_failures = 0;

void result(const std::string &variant, int log_n, int log_q, size_t towers, uint64_t t, double lat, double per,
            size_t batch, const std::string &check, const std::string &note) {
    auto num = [](double x) {
        if (x < 0) return std::string();
        char b[32];
        snprintf(b, sizeof b, "%.2f", x);
        return std::string(b);
    };
    printf("RESULT,phantom,bfv-hmul,%s,%d,%d,%zu,%llu,%s,%s,%zu,%s,%s\n", variant.c_str(), log_n, log_q, towers,
           (unsigned long long)t, num(lat).c_str(), num(per).c_str(), batch, sanitize(check).c_str(),
           sanitize(note).c_str());
    fflush(stdout);
}

void run_config(const Args &args, int log_n, const std::string &var, const std::string &tech) {
    const size_t n = (size_t)1 << log_n;
    const uint64_t t = args.t;
    const std::string variant = tech == "hps" ? var : var + "-" + tech;
    int log_q = 0;
    size_t towers = 0;
    size_t K = args.batch;
    std::string note;
    try {
        if (t % (2 * n) != 1 || !is_prime_u64(t))
            throw std::invalid_argument("t = " + std::to_string(t) + " is not a prime = 1 mod 2N (batching)");

        // ---- parameters
        EncryptionParameters parms(scheme_type::bfv);
        parms.set_poly_modulus_degree(n);
        std::vector<Modulus> mods;
        std::string origin;
        if (var == "same-q") {
            int lq = standard_log_q(log_n);
            std::vector<int> bits = tower_bits(lq);
            std::vector<uint64_t> q = nttgen_q_primes(log_n, bits);
            uint64_t special = ntt_primes(60, 1, 2 * n)[0];
            for (uint64_t p : q) mods.emplace_back(p);
            mods.emplace_back(special);
            // Cross-check with Phantom's own prime search: the same set of
            // primes as CoeffModulus::Create(N, bits + {60}) (its order for
            // repeated sizes differs; the product q does not).
            std::vector<int> all_bits = bits;
            all_bits.push_back(60);
            std::vector<Modulus> created = CoeffModulus::Create(n, all_bits);
            std::set<uint64_t> s1, s2;
            for (auto &m : mods) s1.insert(m.value());
            for (auto &m : created) s2.insert(m.value());
            origin = s1 == s2 ? "primes = CoeffModulus::Create set" : "primes differ from CoeffModulus::Create";
            for (auto &m : mods)
                if (!m.is_prime() || m.value() % (2 * n) != 1)
                    throw std::logic_error("not an NTT prime: " + std::to_string(m.value()));
        } else {
            mods = CoeffModulus::BFVDefault(n);
            origin = "CoeffModulus::BFVDefault";
        }
        parms.set_coeff_modulus(mods);
        parms.set_special_modulus_size(1);
        parms.set_mul_tech(tech == "hps" ? mul_tech_type::hps : mul_tech_type::behz);
        parms.set_plain_modulus(Modulus(t));

        size_t L = mods.size() - 1;
        towers = L;
        note = "tech=" + tech + " q=" + join_bits(mods, 0, L) + " bits + special prime P=" +
               std::to_string(mods[L].bit_count()) + " bits [" + origin + "]";
        {
            std::string line = "PARAMS," + variant + "," + std::to_string(log_n) + ",q=";
            for (size_t i = 0; i < L; i++) line += (i ? " " : "") + std::to_string(mods[i].value());
            line += ",P=" + std::to_string(mods[L].value()) + ",t=" + std::to_string(t);
            printf("%s\n", line.c_str());
            fflush(stdout);
        }

        // ---- context and keys (the context outlives every object below)
        PhantomContext context(parms);
        // Bit lengths of the products q (first data level: special prime
        // dropped) and qP (the key level).
        log_q = context.get_context_data(context.get_first_index()).total_coeff_modulus_bit_count();
        note += " (qP " + std::to_string(context.get_context_data(0).total_coeff_modulus_bit_count()) + " bits)";
        PhantomSecretKey sk(context);
        PhantomPublicKey pk = sk.gen_publickey(context);
        PhantomRelinKey rlk = sk.gen_relinkey(context);
        PhantomBatchEncoder encoder(context);
        const size_t slots = encoder.slot_count();
        sync();

        // ---- memory: K pristine a, K pristine b, K working a (3 polys
        // during a product), temporaries; shrink K to fit if needed.
        size_t ct_bytes = 2 * L * n * 8;
        size_t free_b = 0, total_b = 0;
        ck(cudaMemGetInfo(&free_b, &total_b), "mem info");
        size_t per_pair = 3 * ct_bytes + ct_bytes / 2;
        size_t fit = (size_t)(0.6 * (double)free_b) / per_pair;
        if (fit < 1) throw std::runtime_error("not enough GPU memory for one ciphertext pair");
        if (K > fit) {
            note += " batch reduced from " + std::to_string(K) + " to fit memory";
            K = fit;
        }

        // ---- plaintexts: P distinct random pairs (slot values in [0, t)).
        const size_t P = std::min<size_t>(K, 4);
        std::mt19937_64 rng(0xbf5 + log_n);
        std::vector<std::vector<uint64_t>> va(P, std::vector<uint64_t>(slots)), vb = va, want = va;
        std::vector<PhantomPlaintext> pa(P), pb(P);
        for (size_t p = 0; p < P; p++) {
            for (size_t i = 0; i < slots; i++) {
                va[p][i] = rng() % t;
                vb[p][i] = rng() % t;
                want[p][i] = mulmod(va[p][i], vb[p][i], t);
            }
            encoder.encode(context, va[p], pa[p]);
            encoder.encode(context, vb[p], pb[p]);
        }
        // ---- K distinct ciphertext pairs (fresh encryption randomness each).
        std::vector<PhantomCiphertext> ca(K), cb(K), work(K);
        for (size_t k = 0; k < K; k++) {
            pk.encrypt_asymmetric(context, pa[k % P], ca[k]);
            pk.encrypt_asymmetric(context, pb[k % P], cb[k]);
        }
        sync();
        int fresh_budget = -1;
        try {
            fresh_budget = sk.invariant_noise_budget(context, ca[0]);
        } catch (...) {
        }

        auto hmul = [&](PhantomCiphertext &x, const PhantomCiphertext &y) {
            multiply_and_relin_inplace(context, x, y, rlk);
        };
        auto check_product = [&](PhantomCiphertext &ct, size_t p, std::string &first_bad) -> bool {
            PhantomPlaintext pt;
            sk.decrypt(context, ct, pt);
            std::vector<uint64_t> got;
            encoder.decode(context, pt, got);
            if (got.size() < slots) {
                first_bad = "decoded " + std::to_string(got.size()) + " slots";
                return false;
            }
            for (size_t i = 0; i < slots; i++)
                if (got[i] != want[p][i]) {
                    first_bad = "slot " + std::to_string(i) + ": " + std::to_string(got[i]) + " != " +
                                std::to_string(want[p][i]);
                    return false;
                }
            return true;
        };

        Timer tm;
        // ---- single pair: check, then isolated products, then back to back.
        std::string check, first_bad;
        size_t bad = 0;
        int product_budget = -1;
        PhantomCiphertext x = ca[0];
        hmul(x, cb[0]);
        sync();
        if (x.size() != 2) throw std::logic_error("product has " + std::to_string(x.size()) + " polynomials");
        if (!check_product(x, 0, first_bad)) {
            bad++;
            check = "MISMATCH single product (" + first_bad + ")";
        }
        try {
            product_budget = sk.invariant_noise_budget(context, x);
        } catch (...) {
        }
        std::vector<double> iso;
        for (int r = 0; r < 18; r++) {
            x = ca[0];
            sync();
            tm.start();
            hmul(x, cb[0]);
            double us = tm.stop_us();
            if (r >= 3) iso.push_back(us);
        }
        const int per_group = 20;
        x = ca[0];
        for (int r = 0; r < 3; r++) hmul(x, cb[0]);
        sync();
        std::vector<double> b2b;
        for (int g = 0; g < 7; g++) {
            tm.start();
            for (int r = 0; r < per_group; r++) hmul(x, cb[0]);
            b2b.push_back(tm.stop_us() / per_group);
        }
        sync();

        // ---- batch: first pass on the fresh pairs, checked; then timed passes.
        auto refresh = [&] {
            for (size_t k = 0; k < K; k++) work[k] = ca[k];
            sync();
        };
        refresh();
        for (size_t k = 0; k < K; k++) hmul(work[k], cb[k]);
        sync();
        size_t bad_batch = 0;
        std::string batch_bad;
        for (size_t k = 0; k < K; k++) {
            std::string fb;
            if (!check_product(work[k], k % P, fb)) {
                if (!bad_batch) batch_bad = "product " + std::to_string(k) + " " + fb;
                bad_batch++;
            }
        }
        std::vector<double> passes;
        for (int r = 0; r < 5; r++) {
            refresh();
            tm.start();
            for (size_t k = 0; k < K; k++) hmul(work[k], cb[k]);
            passes.push_back(tm.stop_us() / (double)K);
        }
        sync();

        if (bad_batch) {
            check += std::string(check.empty() ? "" : "; ") + "MISMATCH " + std::to_string(bad_batch) + "/" +
                     std::to_string(K) + " batch products (" + batch_bad + ")";
        }
        if (check.empty())
            check = "ok:" + std::to_string(K + 1) + " products decrypted; every slot = a*b mod t";
        else
            g_failures++;
        char extra[256];
        snprintf(extra, sizeof extra, " single=%.2fus batch-min=%.2fus budget fresh=%d after-hmul=%d bits",
                 median(iso), *std::min_element(passes.begin(), passes.end()), fresh_budget, product_budget);
        note += extra;
        result(variant, log_n, log_q, towers, t, median(b2b), median(passes), K, check, note);
    } catch (const std::exception &e) {
        g_failures++;
        fprintf(stderr, "phantom_bfv_bench %s log_n %d: %s\n", variant.c_str(), log_n, e.what());
        // Drain any pending work; a sticky CUDA error leaves later configs failing too.
        cudaStreamSynchronize(cudaStreamPerThread);
        cudaGetLastError();
        result(variant, log_n, log_q, towers, t, -1, -1, K, std::string("error: ") + e.what(), note);
    }
}

}  // namespace

int main(int argc, char **argv) {
    Args args = parse(argc, argv);
    {
        int dev = 0;
        cudaDeviceProp p;
        if (cudaGetDevice(&dev) != cudaSuccess || cudaGetDeviceProperties(&p, dev) != cudaSuccess) {
            fprintf(stderr, "phantom_bfv_bench: no CUDA device\n");
            printf("RESULT,phantom,bfv-hmul,none,0,0,0,%llu,,,0,error: no CUDA device,\n",
                   (unsigned long long)args.t);
            return 1;
        }
        int drv = 0, rt = 0;
        cudaDriverGetVersion(&drv);
        cudaRuntimeGetVersion(&rt);
        printf("DEVICE,%s,sm_%d%d,%d SMs,driver API %d,runtime %d\n", p.name, p.major, p.minor,
               p.multiProcessorCount, drv, rt);
        fflush(stdout);
    }
    for (int log_n : args.log_ns)
        for (const auto &var : args.variants)
            for (const auto &tech : args.techs) run_config(args, log_n, var, tech);
    fprintf(stderr, "phantom_bfv_bench: %d failed or errored configurations\n", g_failures);
    return g_failures ? 1 : 0;
}

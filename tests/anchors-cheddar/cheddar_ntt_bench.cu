// Cheddar's NTT entry points beside nttgen's packages on Cheddar's own
// parameter files (N = 2^16), in one process, every timed output checked.
//
//   cheddar_ntt_bench [--params DIR] [--sets 30,35,40,40_64bit] [--levels top,mid]
//                     [--cpu-limbs K] [--seed S] [--no-floors] [--list]
//
// For each parameter set and level (top: every main and terminal prime; mid:
// level max/2), on fresh random inputs in [0, q):
//   Cheddar  fwd, inv (NTT / INTT without Montgomery conversion),
//            intt-mult-const (INTTAndMultConst, normalised, as ModUp calls it),
//            fwd-modup (NTTForModUp, the first key-switching digit skipped),
//            fwd-moddown (NTTForModDown's NTT and epilogue);
//   nttgen   fwd, inv and fwd-modup (the same limbs as two `_range` calls) of
//            every package compiled in whose word is the set's; where a
//            package has the fused forms (specs/u32.toml), beside Cheddar's
//            fused entry points: intt_const, mod_down and fwd_skip (one call
//            over the base, its first digit skipped), given Cheddar's
//            constants as they are.
// Each output is checked against the CPU reference (checks.h; K limbs, 0 =
// all) and against the other side word for word, in Cheddar's convention
// (reference.h); outputs are poisoned before each checked call. Timing: CUDA
// events around 10 back-to-back calls after 3 warm-ups, median of 7 groups;
// Cheddar out of place, its output checked again after the timed calls;
// nttgen in place, its timed forwards then its timed inverses bringing the
// input back. Floors (floors.cuh) first and last. Lines: DEVICE, FLOOR, SET, SKIP,
// RESULT (bench.h). --list prints the packages compiled in and, without a
// GPU, whether each takes each set's primes (TABLES lines). Exit status: 0
// every check held, 1 one failed, 2 usage or no GPU, 3 a CUDA error.
#include "bench.h"
#include "checks.h"
#include "cheddar_side.cuh"
#include "floors.cuh"
#include "nttgen_side.cuh"
#include "params.h"

#include <chrono>
#include <cstring>
#include <memory>
#include <sstream>

namespace {

struct Opts {
    std::string params = "params";
    std::vector<std::string> sets = {"30", "35", "40", "40_64bit"}, levels = {"top", "mid"};
    size_t cpu_limbs = 0;
    uint64_t seed = 1;
    bool floors = true, list = false;
};

int failures = 0;

template <typename W>
struct Dev {
    W *p = nullptr;
    size_t n = 0;
    explicit Dev(size_t words) : n(words) { CK(cudaMalloc(&p, words * sizeof(W))); }
    ~Dev() { cudaFree(p); }
    Dev(const Dev &) = delete;
    Dev &operator=(const Dev &) = delete;
    void put(const chk::Host &h) {
        std::vector<W> t(h.begin(), h.end());
        CK(cudaMemcpy(p, t.data(), n * sizeof(W), cudaMemcpyHostToDevice));
    }
    chk::Host get() const {
        std::vector<W> t(n);
        CK(cudaGetLastError());  // a launch Cheddar's code does not check
        CK(cudaDeviceSynchronize());
        CK(cudaMemcpy(t.data(), p, n * sizeof(W), cudaMemcpyDeviceToHost));
        return chk::Host(t.begin(), t.end());
    }
    // 0xA5 bytes: a word above every prime of either word size.
    void poison() { CK(cudaMemset(p, 0xA5, n * sizeof(W))); }
    static uint64_t poison_word() { return sizeof(W) == 4 ? 0xA5A5A5A5ull : 0xA5A5A5A5A5A5A5A5ull; }
};

// One parameter set in flight: Cheddar's handler, the nttgen packages of its
// word, the primes in table order and Cheddar's psi for each.
template <typename W>
struct Set {
    const params::File &f;
    const Opts &opt;
    side::Cheddar<W> &ch;
    std::vector<std::unique_ptr<side::Nttgen>> &ng;
    std::vector<uint64_t> primes, psi;
    int log_n;
    size_t n;
    std::mt19937_64 rng;
    const char *word() const { return sizeof(W) == 4 ? "u32" : "u64"; }
};

// A buffer's limbs: towers of the table set (a level's q, optionally its aux).
template <typename W>
chk::Limbs limbs(const Set<W> &s, const params::Level &l, bool with_aux) {
    chk::Limbs r;
    r.log_n = s.log_n;
    auto add = [&](int first, int count) {
        for (int t = first; t < first + count; t++) {
            r.q.push_back(s.primes[t]);
            r.psi.push_back(s.psi[t]);
        }
    };
    add(l.first, l.q);
    if (with_aux) add(l.aux_first, l.aux);
    return r;
}

// Per limb of a level (with or without aux), a package's root exponent k.
std::vector<uint64_t> ks(const side::Nttgen &g, const params::Level &l, bool with_aux) {
    std::vector<uint64_t> k(g.k.begin() + l.first, g.k.begin() + l.first + l.q);
    if (with_aux) k.insert(k.end(), g.k.begin() + l.aux_first, g.k.begin() + l.aux_first + l.aux);
    return k;
}

std::string root_note(const std::vector<uint64_t> &k) {
    size_t other = 0;
    for (uint64_t x : k) other += x != 1;
    return other == 0 ? "Cheddar's roots: word for word"
                       : "another root on " + std::to_string(other) + " of " + std::to_string(k.size()) +
                             " limbs: compared through the root's permutation";
}

std::string mode(const params::File &f, const params::Level &l) { return f.name + "/" + l.label; }

std::string level_note(const params::Level &l) {
    std::ostringstream o;
    o << "level " << l.index << ": " << l.num_main << " main + " << l.num_ter << " terminal primes";
    return o.str();
}

// "ok ..." when every part held, else the first failure; counts failures.
std::string verdict(const std::vector<std::pair<std::string, std::string>> &parts) {
    std::string ok = "ok:";
    for (const auto &p : parts) {
        if (!p.second.empty()) {
            failures++;
            return "FAIL: " + p.first + ": " + p.second;
        }
        ok += " " + p.first + ";";
    }
    return ok;
}

template <typename W>
void report(const Set<W> &s, const char *system, const char *op, const params::Level &l, size_t limbs,
            const std::string &variant, const bench::Stats &st, const std::string &check, const std::string &note) {
    bench::result(system, op, mode(s.f, l), s.word(), s.log_n, limbs, limbs, variant, st, check,
                  level_note(l) + (note.empty() ? "" : "; " + note));
}

}  // namespace

#include "flows.h"

namespace {

template <typename W>
void run_set(const params::File &f, const Opts &opt) {
    auto t0 = std::chrono::steady_clock::now();
    side::Cheddar<W> ch(f);
    CK(cudaDeviceSynchronize());
    const double setup_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::vector<std::unique_ptr<side::Nttgen>> ng;
    Set<W> s{f, opt, ch, ng, params::table_primes(f), {}, f.log_degree, (size_t)1 << f.log_degree,
             std::mt19937_64(opt.seed * 1000003 + std::hash<std::string>()(f.name))};
    for (uint64_t q : s.primes) s.psi.push_back(mm::psi(mm::RootRule::Generator, q, s.n));
    for (const auto &p : side::packages()) {
        if (p.word_bytes != sizeof(W)) continue;
        ng.push_back(std::make_unique<side::Nttgen>(p, s.primes, s.psi, s.log_n));
        if (!ng.back()->runs())
            std::printf("SKIP,nttgen,%s,%s,%s\n", p.name, f.name.c_str(), bench::field(ng.back()->refused).c_str());
    }
    std::printf("SET,%s,%s,primes %zu (main %zu terminal %zu aux %zu),max level %d,Cheddar setup %.1f s\n",
                f.name.c_str(), s.word(), s.primes.size(), f.main.size(), f.ter.size(), f.aux.size(), f.max_level(),
                setup_s);
    std::fflush(stdout);
    for (const auto &label : opt.levels) {
        params::Level l = params::level(f, label, label == "top" ? f.max_level() : f.max_level() / 2);
        flow_fwd_inv(s, l);
        flow_intt_mult_const(s, l);
        flow_modup(s, l);
        flow_moddown(s, l);
    }
}

std::vector<std::string> split(const std::string &s) {
    std::vector<std::string> v;
    std::stringstream in(s);
    for (std::string x; std::getline(in, x, ',');)
        if (!x.empty()) v.push_back(x);
    return v;
}

// --list: the packages, and whether each takes each set's primes (no GPU).
int list(const Opts &opt) {
    for (const auto &name : opt.sets) {
        params::File f = params::read(opt.params, name);
        for (const auto &p : side::packages()) {
            if ((int)p.word_bytes * 8 != f.word_bits) continue;
            std::string why;
            size_t bytes = side::table_bytes(p, params::table_primes(f), why);
            std::printf("TABLES,%s,%s,%s\n", p.name, f.name.c_str(),
                        bytes ? ("ok: " + std::to_string(params::table_primes(f).size()) + " towers, " +
                                 std::to_string(bytes >> 20) + " MiB").c_str()
                              : bench::field(why).c_str());
        }
    }
    return 0;
}

int usage(const char *why) {
    std::fprintf(stderr,
                 "cheddar_ntt_bench: %s\nusage: cheddar_ntt_bench [--params DIR] [--sets 30,35,40,40_64bit] "
                 "[--levels top,mid] [--cpu-limbs K] [--seed S] [--no-floors] [--list]\n",
                 why);
    return 2;
}

}  // namespace

int main(int argc, char **argv) {
    Opts opt;
    for (int i = 1; i < argc; i++) {
        std::string a = argv[i];
        bool has = i + 1 < argc;
        if (a == "--params" && has) opt.params = argv[++i];
        else if (a == "--sets" && has) opt.sets = split(argv[++i]);
        else if (a == "--levels" && has) opt.levels = split(argv[++i]);
        else if (a == "--cpu-limbs" && has) opt.cpu_limbs = std::strtoull(argv[++i], nullptr, 10);
        else if (a == "--seed" && has) opt.seed = std::strtoull(argv[++i], nullptr, 10);
        else if (a == "--no-floors") opt.floors = false;
        else if (a == "--list") opt.list = true;
        else return usage(("unknown or incomplete argument " + a).c_str());
    }
    for (const auto &l : opt.levels)
        if (l != "top" && l != "mid") return usage(("--levels takes top and mid, not " + l).c_str());
    for (const auto &p : side::packages())
        std::printf("PACKAGE,%s,u%u,max_bits %u,max_towers %u,roots %s,%s\n", p.name, p.word_bytes * 8, p.max_bits,
                    p.max_towers, mm::rule_name(side::root_rule(p.spec)),
                    p.fused.intt_const ? "fused intt_const mod_down fwd_skip" : "no fused forms");
    if (opt.list) {
        try {
            return list(opt);
        } catch (const std::exception &e) {
            std::fprintf(stderr, "cheddar_ntt_bench: %s\n", e.what());
            return 2;
        }
    }
    bench::require_device();
    if (opt.floors) floors::measure();
    for (const auto &name : opt.sets) {
        params::File f;
        try {
            f = params::read(opt.params, name);
        } catch (const std::exception &e) {
            std::fprintf(stderr, "cheddar_ntt_bench: %s\n", e.what());
            return 2;
        }
        if (f.word_bits == 32) run_set<uint32_t>(f, opt);
        else run_set<uint64_t>(f, opt);
    }
    if (opt.floors) floors::measure();  // again: the drift over the run
    std::printf("DONE,%d failed checks\n", failures);
    return failures == 0 ? 0 : 1;
}

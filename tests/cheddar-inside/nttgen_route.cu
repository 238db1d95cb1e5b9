// nttgen inside Cheddar: the public NTTHandler entry points. Each call runs
// an nttgen package where one serves it (n = 2^16, the word's package, every
// prime of the parameter set accepted by nttgen_tables, the call's form) and
// Cheddar's own kernels (stock_<name>, renamed by patch.py) otherwise.
//
// CHEDDAR_NTT=stock   route nothing
// CHEDDAR_NTT=nttgen  route what a package serves (the default)
// CHEDDAR_NTT=verify  route, and run every routed call stock as well: the
//                     stock result is kept, the two compared word for word
// At exit, stderr gets `cheddar-inside:` lines: per entry point, calls
// routed and stock with the reasons, and in verify mode calls compared and
// mismatched (with the first mismatch of each entry point).
//
// Both packages take Cheddar's root (roots = "generator", see
// tests/anchors-cheddar/specs): their NTT domain is Cheddar's word for word,
// so a routed call needs no permutation. Each distinct limb set gets tables
// of its own primes in the call's order (its q limbs, then its auxiliary
// ones), so a call over q and aux limbs is one launch.
#include "core/NTT.h"

#include "ch32/ch32.h"
#include "ch64/ch64.h"

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <string>
#include <vector>

namespace cheddar {
namespace {

enum class Mode { Stock, Nttgen, Verify };

Mode mode_from_env() {
    const char *v = std::getenv("CHEDDAR_NTT");
    if (!v || !*v || !std::strcmp(v, "nttgen")) return Mode::Nttgen;
    if (!std::strcmp(v, "stock")) return Mode::Stock;
    if (!std::strcmp(v, "verify")) return Mode::Verify;
    std::fprintf(stderr, "cheddar-inside: CHEDDAR_NTT=%s: expected stock, nttgen or verify\n", v);
    std::exit(2);
}

// Per entry point: routed calls, stock calls by reason, verify results.
struct Count {
    long routed = 0, compared = 0, mismatched = 0;
    long out_of_place = 0, copied = 0;  // routed calls with dst apart from src: no copy, or a copy first
    std::map<std::string, long> stock;
    std::string first_mismatch;
};

struct Report {
    std::mutex m;
    std::map<std::string, Count> by_entry;
    ~Report() {
        for (auto &e : by_entry) {
            const Count &c = e.second;
            std::fprintf(stderr, "cheddar-inside: %-16s routed %ld", e.first.c_str(), c.routed);
            if (c.out_of_place || c.copied)
                std::fprintf(stderr, " (%ld out of place, %ld copied first)", c.out_of_place, c.copied);
            for (auto &s : c.stock) std::fprintf(stderr, "; stock %ld (%s)", s.second, s.first.c_str());
            if (c.compared)
                std::fprintf(stderr, "; verify: %ld compared, %ld mismatched%s%s", c.compared, c.mismatched,
                             c.first_mismatch.empty() ? "" : ", first: ", c.first_mismatch.c_str());
            std::fprintf(stderr, "\n");
        }
    }
};

// A run stopped by `timeout` (SIGTERM) still reports: exit() runs the
// static destructors, Report's among them. Not async-signal-safe, so run.sh
// follows with SIGKILL should the exit hang; what it reports is counts only.
extern "C" void exit_on_term(int) { std::exit(124); }

Report &report() {
    static Report r;
    static const bool handler = (std::signal(SIGTERM, exit_on_term), true);
    (void)handler;
    return r;
}
Mode mode() {
    static const Mode m = mode_from_env();
    return m;
}

void count_stock(const char *entry, const std::string &why) {
    std::lock_guard<std::mutex> g(report().m);
    report().by_entry[entry].stock[why]++;
}
// How a routed call with its output apart from its input runs: an
// out-of-place form, or a copy then the in-place one.
void count_how(const char *entry, bool out_of_place) {
    std::lock_guard<std::mutex> g(report().m);
    Count &c = report().by_entry[entry];
    (out_of_place ? c.out_of_place : c.copied)++;
}
void count_routed(const char *entry) {
    std::lock_guard<std::mutex> g(report().m);
    report().by_entry[entry].routed++;
}

void check(cudaError_t e, const char *what) {
    if (e == cudaSuccess) return;
    std::fprintf(stderr, "cheddar-inside: %s: %s\n", what, cudaGetErrorString(e));
    std::exit(3);
}

// The word's package: its functions through one shape. Both have the
// Montgomery-conversion forms (ntt_mont, intt_mont); u32's ch32 also has the
// fused key-switching forms and the out-of-place ones (`_oop`: read y, write
// x, no copy first), u64's ch64 not.
template <typename word>
struct Pkg;
template <>
struct Pkg<uint32_t> {
    static constexpr const char *spec = CH32_SPEC;
    static constexpr int log_n = CH32_LOG_N;
    static constexpr bool fused = true;  // the key-switching forms
    static cudaError_t upload(const void *b, size_t n, uint32_t **t) { return ch32_upload_tables(b, n, t, 0); }
    static cudaError_t fwd(const uint32_t *t, unsigned tt, unsigned f, uint32_t *x, unsigned c) {
        return ch32_forward_range(t, tt, f, x, 1, c, 0);
    }
    static cudaError_t inv(const uint32_t *t, unsigned tt, unsigned f, uint32_t *x, unsigned c) {
        return ch32_inverse_range(t, tt, f, x, 1, c, 0);
    }
    static cudaError_t ntt_mont(const uint32_t *t, unsigned tt, unsigned f, uint32_t *x, unsigned c) {
        return ch32_ntt_mont_range(t, tt, f, x, 1, c, 0);
    }
    static cudaError_t intt_mont(const uint32_t *t, unsigned tt, unsigned f, uint32_t *x, unsigned c) {
        return ch32_intt_mont_range(t, tt, f, x, 1, c, 0);
    }
    static cudaError_t intt_const(const uint32_t *t, unsigned tt, unsigned f, uint32_t *x, const uint32_t *k,
                                  unsigned c) {
        return ch32_intt_const_range(t, tt, f, x, k, 1, c, 0);
    }
    static cudaError_t mod_down(const uint32_t *t, unsigned tt, unsigned f, uint32_t *x, uint32_t *y,
                                const uint32_t *k, unsigned c) {
        return ch32_mod_down_range(t, tt, f, x, y, k, 1, c, 0);
    }
    static cudaError_t fwd_skip(const uint32_t *t, unsigned tt, unsigned f, uint32_t *x, unsigned at, unsigned len,
                                unsigned c) {
        return ch32_fwd_skip_range(t, tt, f, x, at, len, 1, c, 0);
    }
    static cudaError_t fwd_oop(const uint32_t *t, unsigned tt, unsigned f, uint32_t *x, const uint32_t *y, unsigned c) {
        return ch32_fwd_oop_range(t, tt, f, x, const_cast<uint32_t *>(y), 1, c, 0);
    }
    static cudaError_t ntt_mont_oop(const uint32_t *t, unsigned tt, unsigned f, uint32_t *x, const uint32_t *y,
                                    unsigned c) {
        return ch32_ntt_mont_oop_range(t, tt, f, x, const_cast<uint32_t *>(y), 1, c, 0);
    }
    static cudaError_t intt_const_oop(const uint32_t *t, unsigned tt, unsigned f, uint32_t *x, const uint32_t *y,
                                      const uint32_t *k, unsigned c) {
        return ch32_intt_const_oop_range(t, tt, f, x, const_cast<uint32_t *>(y), k, 1, c, 0);
    }
};
template <>
struct Pkg<uint64_t> {
    static constexpr const char *spec = CH64_SPEC;
    static constexpr int log_n = CH64_LOG_N;
    static constexpr bool fused = false;
    static cudaError_t upload(const void *b, size_t n, uint64_t **t) { return ch64_upload_tables(b, n, t, 0); }
    static cudaError_t fwd(const uint64_t *t, unsigned tt, unsigned f, uint64_t *x, unsigned c) {
        return ch64_forward_range(t, tt, f, x, 1, c, 0);
    }
    static cudaError_t inv(const uint64_t *t, unsigned tt, unsigned f, uint64_t *x, unsigned c) {
        return ch64_inverse_range(t, tt, f, x, 1, c, 0);
    }
    static cudaError_t ntt_mont(const uint64_t *t, unsigned tt, unsigned f, uint64_t *x, unsigned c) {
        return ch64_ntt_mont_range(t, tt, f, x, 1, c, 0);
    }
    static cudaError_t intt_mont(const uint64_t *t, unsigned tt, unsigned f, uint64_t *x, unsigned c) {
        return ch64_intt_mont_range(t, tt, f, x, 1, c, 0);
    }
    static cudaError_t intt_const(const uint64_t *, unsigned, unsigned, uint64_t *, const uint64_t *, unsigned) {
        return cudaErrorNotSupported;
    }
    static cudaError_t mod_down(const uint64_t *, unsigned, unsigned, uint64_t *, uint64_t *, const uint64_t *,
                                unsigned) {
        return cudaErrorNotSupported;
    }
    static cudaError_t fwd_skip(const uint64_t *, unsigned, unsigned, uint64_t *, unsigned, unsigned, unsigned) {
        return cudaErrorNotSupported;
    }
    static cudaError_t fwd_oop(const uint64_t *, unsigned, unsigned, uint64_t *, const uint64_t *, unsigned) {
        return cudaErrorNotSupported;
    }
    static cudaError_t ntt_mont_oop(const uint64_t *, unsigned, unsigned, uint64_t *, const uint64_t *, unsigned) {
        return cudaErrorNotSupported;
    }
    static cudaError_t intt_const_oop(const uint64_t *, unsigned, unsigned, uint64_t *, const uint64_t *,
                                      const uint64_t *, unsigned) {
        return cudaErrorNotSupported;
    }
};

// A call's tables: its own limbs' primes in its order (q limbs, terminal
// ones first as Cheddar keeps them, then auxiliary), or why none. Cheddar
// keeps a call's aux limbs right after its q limbs, so with these tables
// the call is one launch over contiguous towers; a table set per distinct
// limb set (a level, with or without its aux limbs), built on first use.
template <typename word>
struct Tables {
    word *d = nullptr;
    unsigned towers = 0;
    std::string refused;
};

template <typename word>
const Tables<word> &tables_for(const Parameter<word> &param, const NPInfo &np) {
    static std::mutex m;
    static std::map<std::vector<word>, Tables<word>> cache;
    const std::vector<word> primes = param.GetPrimeVector(np);
    std::lock_guard<std::mutex> g(m);
    auto it = cache.find(primes);
    if (it != cache.end()) return it->second;
    Tables<word> &t = cache[primes];
    if (param.log_degree_ != Pkg<word>::log_n) {
        t.refused = "n = 2^" + std::to_string(param.log_degree_) + ", the package's is 2^" +
                    std::to_string(Pkg<word>::log_n);
        return t;
    }
    std::vector<uint64_t> p64(primes.begin(), primes.end());
    size_t needed = 0;
    char err[2048] = {0};
    int rc = nttgen_tables(Pkg<word>::spec, p64.data(), p64.size(), nullptr, 0, &needed, err, sizeof err);
    if (rc != 4) {  // 4: no buffer given, `needed` filled: every prime accepted
        t.refused = std::string("nttgen_tables: ") + err;
        return t;
    }
    std::vector<unsigned char> bytes(needed);
    rc = nttgen_tables(Pkg<word>::spec, p64.data(), p64.size(), bytes.data(), needed, nullptr, err, sizeof err);
    if (rc != 0) {
        t.refused = std::string("nttgen_tables: ") + err;
        return t;
    }
    check(Pkg<word>::upload(bytes.data(), bytes.size(), &t.d), "uploading nttgen tables");
    t.towers = (unsigned)p64.size();
    return t;
}

// Where a call's limbs sit among its tables' towers: q limbs from 0, aux
// limbs from q.
struct Towers {
    unsigned q_first, q, aux_first, aux;
};
inline Towers towers_of(const NPInfo &np) {
    return Towers{0, (unsigned)np.GetNumQ(), (unsigned)np.GetNumQ(), (unsigned)np.num_aux_};
}

}  // namespace
}  // namespace cheddar

#include "nttgen_route_entries.cuh"

// nttgen's side: the packages `codegen emit` wrote for specs/*.toml (primes
// at run time), compiled into the driver; build.sh lists them in
// packages.h as NTTGEN_PACKAGES(X) X(name, NAME) .... For one parameter set,
// each package's tables are built by nttgen_tables (libcodegen.a) for every
// prime of the set in Cheddar's order, and a level is the `_range` of its
// towers in those tables.
#pragma once

#include "packages.h"

#include "bench.h"
#include "modmath.h"

#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

namespace side {

typedef cudaError_t (*UploadFn)(const void *bytes, size_t len, void **tables, cudaStream_t stream);
// counters: the streamed forward's (stream_lag) scratch words; unused by other programs.
typedef cudaError_t (*RangeFn)(const void *tables, unsigned table_towers, unsigned first, void *d_x, void *counters,
                               unsigned batch, unsigned towers, cudaStream_t stream);

// A package's `_range` function, with the counters where it takes them (a
// streamed forward's signature has d_counters after d_x).
template <typename Wd, typename F>
cudaError_t call_range(F f, const void *t, unsigned tt, unsigned first, void *x, void *counters, unsigned b, unsigned n,
                       cudaStream_t s) {
    const Wd *tw = static_cast<const Wd *>(t);
    Wd *xw = static_cast<Wd *>(x);
    if constexpr (std::is_invocable_v<F, const Wd *, unsigned, unsigned, Wd *, Wd *, unsigned, unsigned, cudaStream_t>)
        return f(tw, tt, first, xw, static_cast<Wd *>(counters), b, n, s);
    else
        return f(tw, tt, first, xw, b, n, s);
}

// The fused key-switching forms of specs/u32.toml, their `_range` functions
// (the constant arrays: one word per tower of the range, in Montgomery form).
typedef cudaError_t (*ConstFn)(const void *tables, unsigned table_towers, unsigned first, void *d_x, const void *d_c,
                               unsigned batch, unsigned towers, cudaStream_t stream);
typedef cudaError_t (*ModDownFn)(const void *tables, unsigned table_towers, unsigned first, void *d_x, void *d_y,
                                 const void *d_c, unsigned batch, unsigned towers, cudaStream_t stream);
typedef cudaError_t (*SkipFn)(const void *tables, unsigned table_towers, unsigned first, void *d_x, unsigned skip_at,
                              unsigned skip_len, unsigned batch, unsigned towers, cudaStream_t stream);

struct Fused {
    ConstFn intt_const = nullptr;  // INTTAndMultConst's form
    ModDownFn mod_down = nullptr;  // NTTForModDown's form
    SkipFn fwd_skip = nullptr;     // NTTForModUp's form: the forward but a range of towers
};

struct Package {
    const char *name, *spec;
    unsigned max_towers, max_bits, words_per_tower, word_bytes;
    UploadFn upload;
    RangeFn fwd, inv;
    Fused fused;  // null functions where the package has no fused forms
};

// Each package's functions take its own word type; these take void pointers.
#define NTTGEN_ADAPT(p, P)                                                                                       \
    static cudaError_t p##_upload_void(const void *b, size_t n, void **t, cudaStream_t s) {                     \
        return p##_upload_tables(b, n, reinterpret_cast<p##_word **>(t), s);                                     \
    }                                                                                                            \
    static cudaError_t p##_fwd_void(const void *t, unsigned tt, unsigned f, void *x, void *c, unsigned b,       \
                                    unsigned n, cudaStream_t s) {                                                \
        return call_range<p##_word>(p##_forward_range, t, tt, f, x, c, b, n, s);                                 \
    }                                                                                                            \
    static cudaError_t p##_inv_void(const void *t, unsigned tt, unsigned f, void *x, void *c, unsigned b,       \
                                    unsigned n, cudaStream_t s) {                                                \
        return call_range<p##_word>(p##_inverse_range, t, tt, f, x, c, b, n, s);                                 \
    }
NTTGEN_PACKAGES(NTTGEN_ADAPT)
#undef NTTGEN_ADAPT

#define NTTGEN_ADAPT_FUSED(p, P)                                                                                   \
    static cudaError_t p##_intt_const_void(const void *t, unsigned tt, unsigned f, void *x, const void *c,          \
                                           unsigned b, unsigned n, cudaStream_t s) {                                \
        return p##_intt_const_range(static_cast<const p##_word *>(t), tt, f, static_cast<p##_word *>(x),           \
                                    static_cast<const p##_word *>(c), b, n, s);                                    \
    }                                                                                                              \
    static cudaError_t p##_mod_down_void(const void *t, unsigned tt, unsigned f, void *x, void *y, const void *c,   \
                                         unsigned b, unsigned n, cudaStream_t s) {                                  \
        return p##_mod_down_range(static_cast<const p##_word *>(t), tt, f, static_cast<p##_word *>(x),             \
                                  static_cast<p##_word *>(y), static_cast<const p##_word *>(c), b, n, s);          \
    }                                                                                                              \
    static cudaError_t p##_fwd_skip_void(const void *t, unsigned tt, unsigned f, void *x, unsigned at, unsigned len, \
                                         unsigned b, unsigned n, cudaStream_t s) {                                  \
        return p##_fwd_skip_range(static_cast<const p##_word *>(t), tt, f, static_cast<p##_word *>(x), at, len, b, \
                                  n, s);                                                                           \
    }
NTTGEN_FUSED_PACKAGES(NTTGEN_ADAPT_FUSED)
#undef NTTGEN_ADAPT_FUSED

inline std::vector<Package> packages() {
#define NTTGEN_ENTRY(p, P)                                                                                  \
    Package{#p, P##_SPEC, P##_MAX_TOWERS, P##_MAX_BITS, P##_TABLE_WORDS_PER_TOWER, P##_WORD_BYTES, p##_upload_void, \
            p##_fwd_void, p##_inv_void, Fused{}},
    std::vector<Package> v = {NTTGEN_PACKAGES(NTTGEN_ENTRY)};
#undef NTTGEN_ENTRY
#define NTTGEN_FUSED_ENTRY(p, P)                                                              \
    for (Package & q : v)                                                                     \
        if (std::string(q.name) == #p) q.fused = Fused{p##_intt_const_void, p##_mod_down_void, p##_fwd_skip_void};
    NTTGEN_FUSED_PACKAGES(NTTGEN_FUSED_ENTRY)
#undef NTTGEN_FUSED_ENTRY
    return v;
}

// The root rule of a package's spec (its resolved spec text: `roots` is
// written there unless it is the default, "nonresidue").
inline mm::RootRule root_rule(const char *spec) {
    std::string s(spec);
    if (s.find("roots = \"generator\"") != std::string::npos) return mm::RootRule::Generator;
    if (s.find("roots = \"smallest\"") != std::string::npos) return mm::RootRule::Smallest;
    return mm::RootRule::Nonresidue;
}

// The size of a package's tables for `primes` (nttgen_tables with no output
// buffer: it checks every prime as it would build them), or 0 and why not.
inline size_t table_bytes(const Package &p, const std::vector<uint64_t> &primes, std::string &why) {
    size_t needed = 0;
    char err[2048] = {0};
    int rc = nttgen_tables(p.spec, primes.data(), primes.size(), nullptr, 0, &needed, err, sizeof err);
    if (rc == 4) return needed;
    why = "nttgen_tables refused the set's primes (status " + std::to_string(rc) + "): " + err;
    return 0;
}

// One package on one parameter set's primes: its tables on the device, or why not.
struct Nttgen {
    Package pkg;
    mm::RootRule rule;
    void *tables = nullptr, *counters = nullptr;  // counters: max_towers + 1 words, zeroed (batch 1)
    unsigned towers = 0;
    std::string refused;      // non-empty: this package does not run on the set
    std::vector<uint64_t> k;  // per tower: its psi = Cheddar's psi^k

    Nttgen(const Package &p, const std::vector<uint64_t> &primes, const std::vector<uint64_t> &cheddar_psi,
           int log_n)
        : pkg(p), rule(root_rule(p.spec)), towers((unsigned)primes.size()) {
        const size_t needed = table_bytes(p, primes, refused);
        if (needed == 0) return;
        std::vector<unsigned char> bytes(needed);
        char err[2048] = {0};
        int rc = nttgen_tables(p.spec, primes.data(), primes.size(), bytes.data(), needed, nullptr, err, sizeof err);
        if (rc != 0) {
            refused = "nttgen_tables failed (status " + std::to_string(rc) + "): " + err;
            return;
        }
        CK(p.upload(bytes.data(), bytes.size(), &tables, 0));
        CK(cudaMalloc(&counters, (size_t)(p.max_towers + 1) * p.word_bytes));
        CK(cudaMemset(counters, 0, (size_t)(p.max_towers + 1) * p.word_bytes));
        CK(cudaDeviceSynchronize());
        const uint64_t n = (uint64_t)1 << log_n;
        for (size_t i = 0; i < primes.size(); i++)
            k.push_back(mm::root_log(cheddar_psi[i], mm::psi(rule, primes[i], n), primes[i], n));
    }
    Nttgen(const Nttgen &) = delete;
    Nttgen &operator=(const Nttgen &) = delete;
    ~Nttgen() {
        if (tables) cudaFree(tables);
        if (counters) cudaFree(counters);
    }

    bool runs() const { return refused.empty(); }

    // towers first .. first + count of the tables, on d_x (count polynomials).
    void fwd(void *d_x, unsigned first, unsigned count) const {
        CK(pkg.fwd(tables, towers, first, d_x, counters, 1, count, 0));
    }
    void inv(void *d_x, unsigned first, unsigned count) const {
        CK(pkg.inv(tables, towers, first, d_x, counters, 1, count, 0));
    }

    // The fused forms (has_fused() first), over towers first .. first + count.
    bool has_fused() const { return pkg.fused.intt_const && pkg.fused.mod_down && pkg.fused.fwd_skip; }
    void intt_const(void *d_x, const void *d_c, unsigned first, unsigned count) const {
        CK(pkg.fused.intt_const(tables, towers, first, d_x, d_c, 1, count, 0));
    }
    void mod_down(void *d_x, void *d_y, const void *d_c, unsigned first, unsigned count) const {
        CK(pkg.fused.mod_down(tables, towers, first, d_x, d_y, d_c, 1, count, 0));
    }
    // The towers of d_x but [skip_at, skip_at + skip_len) of them.
    void fwd_skip(void *d_x, unsigned skip_at, unsigned skip_len, unsigned first, unsigned count) const {
        CK(pkg.fused.fwd_skip(tables, towers, first, d_x, skip_at, skip_len, 1, count, 0));
    }
};

}  // namespace side

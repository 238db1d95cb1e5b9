// nttgen inside Phantom: Phantom's NTT entry points (the names in ntt.cuh)
// defined here, on nttgen packages generated once per n for primes chosen
// at run time (tests/phantom-inside/prepare.sh: ph<log n> and phs<log n>,
// [moduli.runtime] max_bits = 61, roots = "smallest", Phantom's and SEAL's
// root, so the NTT domain is Phantom's own, bit for bit). patch.py renames Phantom's
// definitions to phantom_stock_<name>; a call goes to nttgen where a package
// serves its n and its primes, else to Phantom's kernels, and the report at
// exit counts both, with the reasons.
//
// Phantom's calls name limbs of one buffer and a modulus per limb (the
// `start`, `size_QP`/`size_P` and `total_mod_size` arguments); here each
// call becomes the runs of consecutive limbs on consecutive moduli, each
// one `<pkg>_forward_range` / `_inverse_range` launch on tables built for
// the whole table set (nttgen_tables, once per set, on its first call).

#include <atomic>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <map>
#include <mutex>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

#include "ntt.cuh"
#include "nttgen_route.h"

#include "ph12.h"
#include "ph13.h"
#include "ph14.h"
#include "ph15.h"
#include "ph16.h"
#include "ph17.h"
#include "phs12.h"
#include "phs13.h"
#include "phs14.h"
#include "phs15.h"
#include "phs16.h"
#include "phs17.h"

namespace {

typedef cudaError_t (*RangeFn)(const uint64_t *, unsigned, unsigned, uint64_t *, unsigned, unsigned, cudaStream_t);
typedef cudaError_t (*UploadFn)(const void *, size_t, uint64_t **, cudaStream_t);

struct Package {
    unsigned log_n;
    const char *spec;
    unsigned max_towers;
    RangeFn forward, inverse;
    UploadFn upload;
};

// ph<L>: one launch where the call's grid fits the GPU at once (the
// package's own choice); phs<L>: the same kernels' several-launch form only
// (`one_launch = false`), for NTTGEN_ROUTE_LAUNCH=several; each set builds
// its own tables from its own spec.
#define NTTGEN_PACKAGE(U, l, L) {L, U##_SPEC, U##_MAX_TOWERS, l##_forward_range, l##_inverse_range, l##_upload_tables}
const Package ONE[] = {NTTGEN_PACKAGE(PH12, ph12, 12), NTTGEN_PACKAGE(PH13, ph13, 13), NTTGEN_PACKAGE(PH14, ph14, 14),
                       NTTGEN_PACKAGE(PH15, ph15, 15), NTTGEN_PACKAGE(PH16, ph16, 16), NTTGEN_PACKAGE(PH17, ph17, 17)};
const Package SEVERAL[] = {NTTGEN_PACKAGE(PHS12, phs12, 12), NTTGEN_PACKAGE(PHS13, phs13, 13),
                           NTTGEN_PACKAGE(PHS14, phs14, 14), NTTGEN_PACKAGE(PHS15, phs15, 15),
                           NTTGEN_PACKAGE(PHS16, phs16, 16), NTTGEN_PACKAGE(PHS17, phs17, 17)};

// What the hooks learnt about one DNTTTable, and the tables built for it.
struct TableSet {
    size_t n = 0;
    std::vector<uint64_t> primes;
    std::vector<bool> known;
    // Device tables per package set (0: ONE, 1: SEVERAL), built on the first
    // routed call; why nttgen does not serve this set (empty: it does).
    uint64_t *tables[2] = {nullptr, nullptr};
    bool built[2] = {false, false};
    std::string refused[2];
    void release() {
        for (auto &t: tables) {
            if (t != nullptr) cudaFree(t);
            t = nullptr;
        }
        built[0] = built[1] = false;
        refused[0].clear();
        refused[1].clear();
    }
};

struct Count {
    long routed = 0, stock = 0;
};

// Never destroyed: a DNTTTable that outlives static destruction (a global
// context) still finds its hooks' state.
struct State {
    std::mutex mu;
    std::unordered_map<const void *, TableSet> sets;
    std::map<std::string, Count> counts;
    std::map<std::string, long> reasons;
};
void report();
State &state() {
    static State *s = [] {
        std::atexit(report);
        return new State;
    }();
    return *s;
}
std::atomic<int> enabled{-1};
std::atomic<int> launch{-1};  // 0: ONE, 1: SEVERAL
std::atomic<int> verify{-1};

// At exit, on stderr: per entry point, the calls nttgen ran of all calls,
// then why the others ran on Phantom's kernels.
void report() {
    State &st = state();
    std::lock_guard<std::mutex> g(st.mu);
    std::string line = "nttgen-route:";
    for (auto &c: st.counts)
        line += " " + c.first + " " + std::to_string(c.second.routed) + "/" + std::to_string(c.second.routed + c.second.stock);
    std::fprintf(stderr, "%s (routed/calls)\n", line.c_str());
    for (auto &r: st.reasons) std::fprintf(stderr, "nttgen-route: %ld x: %s\n", r.second, r.first.c_str());
}

int launch_set() {
    if (launch < 0) {
        const char *v = std::getenv("NTTGEN_ROUTE_LAUNCH");
        launch = (v != nullptr && std::strcmp(v, "several") == 0) ? 1 : 0;
    }
    return launch;
}

bool verifying() {
    if (verify < 0) {
        const char *v = std::getenv("NTTGEN_ROUTE_VERIFY");
        verify = (v != nullptr && std::strcmp(v, "1") == 0) ? 1 : 0;
    }
    return verify == 1;
}

const Package *package_for(size_t n, int set) {
    for (auto &p: set == 1 ? SEVERAL : ONE)
        if (((size_t) 1 << p.log_n) == n) return &p;
    return nullptr;
}

void fail(const char *entry, const std::string &what) {
    throw std::runtime_error(std::string("nttgen-route: ") + entry + ": " + what);
}

// Builds the set's tables once (under the state's lock): every prime, checked by nttgen_tables.
void build(TableSet &set, int v, const Package &pkg, cudaStream_t stream) {
    set.built[v] = true;
    for (bool k: set.known)
        if (!k) {
            set.refused[v] = "a prime of the table set was never set";
            return;
        }
    if (set.primes.size() > pkg.max_towers) {
        set.refused[v] = "more primes than the package's max_towers";
        return;
    }
    size_t needed = 0;
    char err[512] = {0};
    int rc = nttgen_tables(pkg.spec, set.primes.data(), set.primes.size(), nullptr, 0, &needed, err, sizeof err);
    std::vector<unsigned char> bytes(needed);
    if (rc == 4) rc = nttgen_tables(pkg.spec, set.primes.data(), set.primes.size(), bytes.data(), bytes.size(), &needed, err, sizeof err);
    if (rc != 0) {
        set.refused[v] = std::string("nttgen_tables: ") + err;
        return;
    }
    cudaError_t e = pkg.upload(bytes.data(), bytes.size(), &set.tables[v], stream);
    if (e == cudaSuccess) e = cudaStreamSynchronize(stream);
    if (e != cudaSuccess) fail("upload", cudaGetErrorString(e));
}

// The set's tables where nttgen serves it, else null with the reason counted.
const uint64_t *tables_for(const char *entry, const DNTTTable &t, const Package **pkg, cudaStream_t stream) {
    State &st = state();
    std::lock_guard<std::mutex> g(st.mu);
    Count &c = st.counts[entry];
    auto why = [&](const std::string &r) -> const uint64_t * {
        c.stock++;
        st.reasons[std::string("stock: ") + entry + ": " + r]++;
        return nullptr;
    };
    if (!nttgen_route_enabled()) return why("routing off (PHANTOM_NTT=stock)");
    auto it = st.sets.find(&t);
    if (it == st.sets.end()) return why("a table set the hooks never saw");
    TableSet &set = it->second;
    const int v = launch_set();
    *pkg = package_for(set.n, v);
    if (*pkg == nullptr) return why("no package for n = " + std::to_string(set.n));
    if (!set.built[v]) build(set, v, **pkg, stream);
    if (!set.refused[v].empty()) return why(set.refused[v]);
    c.routed++;
    return set.tables[v];
}

struct Limb {
    size_t limb, mod;
};

// Multiplies limb run x[0 .. limbs) by scale[l] mod q_l (Shoup, exact: as
// Phantom's multiply_and_reduce_shoup), after an inverse with a `_scale` form.
__global__ void scale_limbs(uint64_t *x, size_t n, size_t limbs, const DModulus *mod, const uint64_t *s,
                            const uint64_t *s_shoup) {
    for (size_t i = blockIdx.x * (size_t) blockDim.x + threadIdx.x; i < n * limbs; i += (size_t) blockDim.x * gridDim.x) {
        const size_t l = i / n;
        const uint64_t q = mod[l].value(), v = x[i];
        uint64_t r = v * s[l] - __umul64hi(v, s_shoup[l]) * q;
        x[i] = r >= q ? r - q : r;
    }
}

// Runs the limbs' transforms: one range launch per run of consecutive limbs
// on consecutive moduli, then the scale where the entry has one.
void run(const char *entry, bool forward, const uint64_t *tables, const Package &pkg, uint64_t *inout,
         const DNTTTable &t, const std::vector<Limb> &limbs, const uint64_t *scale, const uint64_t *scale_shoup,
         cudaStream_t stream) {
    const size_t n = t.n();
    size_t i = 0;
    while (i < limbs.size()) {
        size_t len = 1;
        while (i + len < limbs.size() && limbs[i + len].limb == limbs[i].limb + len &&
               limbs[i + len].mod == limbs[i].mod + len)
            len++;
        uint64_t *x = inout + limbs[i].limb * n;
        const unsigned size = (unsigned) t.size();
        cudaError_t e = (forward ? pkg.forward : pkg.inverse)(tables, size, (unsigned) limbs[i].mod, x, 1, (unsigned) len,
                                                               stream);
        if (e == cudaSuccess && scale != nullptr) {
            const unsigned blocks = (unsigned) std::min<size_t>((n * len + 255) / 256, 65535);
            scale_limbs<<<blocks, 256, 0, stream>>>(x, n, len, t.modulus() + limbs[i].mod, scale + limbs[i].mod,
                                                   scale_shoup + limbs[i].mod);
            e = cudaGetLastError();
        }
        if (e != cudaSuccess) fail(entry, cudaGetErrorString(e));
        i += len;
    }
}

std::vector<Limb> identity(size_t start, size_t count) {
    std::vector<Limb> v;
    for (size_t i = start; i < start + count; i++) v.push_back({i, i});
    return v;
}

// The last size_P limbs of the range take the table set's last size_P
// moduli (Phantom's twr_idx2 of the include_special_mod kernels).
std::vector<Limb> special(size_t start, size_t count, size_t size_QP, size_t size_P, size_t skip_from = 0,
                          size_t skip_to = 0) {
    std::vector<Limb> v;
    for (size_t i = start; i < start + count; i++) {
        if (i >= skip_from && i < skip_to) continue;
        v.push_back({i, i >= start + count - size_P ? size_QP - (start + count - i) : i});
    }
    return v;
}

// Limb count - 1 (an absolute index, as Phantom's kernels compare it) takes
// the set's last modulus (the include_temp_mod kernels' twr_idx2).
std::vector<Limb> temp(size_t start, size_t count, size_t total) {
    std::vector<Limb> v;
    for (size_t i = start; i < start + count; i++) v.push_back({i, i == count - 1 ? total - 1 : i});
    return v;
}

typedef std::function<void(uint64_t *)> Stock;  // Phantom's own call, on the given buffer

// NTTGEN_ROUTE_VERIFY=1 (sampled calls): the call's limbs before it ran (`before`, a device
// copy of limbs 0 .. last of the buffer), Phantom's kernels run on that copy,
// compared with nttgen's result in `x`; Phantom's result is kept.
void shadow(const char *entry, uint64_t *x, const uint64_t *in, const DNTTTable &t, const std::vector<Limb> &limbs,
            uint64_t *before, size_t words, const Stock &stock, cudaStream_t s) {
    const size_t n = t.n();
    std::vector<uint64_t> input(words), ours(words), theirs(words);
    std::vector<DModulus> mods(t.size());
    cudaMemcpyAsync(input.data(), in != nullptr ? in : before, words * 8, cudaMemcpyDeviceToHost, s);
    stock(before);
    cudaMemcpyAsync(ours.data(), x, words * 8, cudaMemcpyDeviceToHost, s);
    cudaMemcpyAsync(theirs.data(), before, words * 8, cudaMemcpyDeviceToHost, s);
    cudaMemcpyAsync(mods.data(), t.modulus(), mods.size() * sizeof(DModulus), cudaMemcpyDeviceToHost, s);
    cudaMemcpyAsync(x, before, words * 8, cudaMemcpyDeviceToDevice, s);
    if (cudaStreamSynchronize(s) != cudaSuccess) fail(entry, "verify copies failed");
    State &st = state();
    std::lock_guard<std::mutex> g(st.mu);
    long &compared = st.reasons[std::string("(verify) ") + entry + ": calls compared with Phantom's"];
    compared++;
    for (auto &l: limbs) {
        size_t diff = 0;
        uint64_t top = 0;
        for (size_t i = l.limb * n; i < (l.limb + 1) * n; i++) {
            diff += ours[i] != theirs[i];
            top = std::max(top, input[i]);
        }
        if (diff == 0) continue;
        long &count = st.reasons[std::string("(verify) ") + entry + ": calls whose results differ"];
        if (count++ < 20)
            std::fprintf(stderr, "nttgen-route verify: %s n=%zu limbs=%zu: limb %zu (modulus %zu, q=%llu): %zu words differ; "
                                 "largest input %llu (%.3f q)\n", entry, n, limbs.size(), l.limb, l.mod,
                         (unsigned long long) mods[l.mod].value(), diff, (unsigned long long) top,
                         (double) top / (double) mods[l.mod].value());
        break;
    }
}

// Which routed calls NTTGEN_ROUTE_VERIFY compares: each entry's first 64,
// then one in 256 (a BFV example makes 180,000 calls).
bool sampled(const char *entry) {
    State &st = state();
    std::lock_guard<std::mutex> g(st.mu);
    const long k = st.counts[entry].routed;
    return k <= 64 || k % 256 == 0;
}

// Runs nttgen's transform of the limbs (copying `in` first where the form is
// out of place), or returns false for Phantom's own call.
bool route(const char *entry, bool fwd, uint64_t *x, const uint64_t *in, const DNTTTable &t,
           const std::vector<Limb> &limbs, const uint64_t *scale, const uint64_t *scale_shoup, const Stock &stock,
           const cudaStream_t &s) {
    const Package *pkg = nullptr;
    const uint64_t *tables = tables_for(entry, t, &pkg, s);
    if (tables == nullptr) return false;
    const size_t n = t.n();
    size_t last = 0;
    for (auto &l: limbs) last = std::max(last, l.limb);
    const size_t words = limbs.empty() ? 0 : (last + 1) * n;
    uint64_t *before = nullptr;
    if (verifying() && words > 0 && sampled(entry)) {
        if (cudaMallocAsync((void **) &before, words * 8, s) != cudaSuccess ||
            cudaMemcpyAsync(before, x, words * 8, cudaMemcpyDeviceToDevice, s) != cudaSuccess)
            fail(entry, "verify: no scratch buffer");
    }
    if (in != nullptr && in != x && !limbs.empty()) {
        const size_t first = limbs.front().limb;
        cudaError_t e = cudaMemcpyAsync(x + first * n, in + first * n, (last + 1 - first) * n * sizeof(uint64_t),
                                        cudaMemcpyDeviceToDevice, s);
        if (e != cudaSuccess) fail(entry, cudaGetErrorString(e));
    }
    run(entry, fwd, tables, *pkg, x, t, limbs, scale, scale_shoup, s);
    if (before != nullptr) {
        shadow(entry, x, in, t, limbs, before, words, stock, s);
        cudaFreeAsync(before, s);
    }
    return true;
}

// Counts a call that stays Phantom's by design.
void stock_call(const char *entry, const char *why) {
    State &st = state();
    std::lock_guard<std::mutex> g(st.mu);
    st.counts[entry].stock++;
    st.reasons[std::string("stock: ") + entry + ": " + why]++;
}

}  // namespace

void nttgen_route_reset(const void *table_set, size_t n, size_t size) {
    State &st = state();
    std::lock_guard<std::mutex> g(st.mu);
    TableSet &set = st.sets[table_set];
    set.release();
    set = TableSet();
    set.n = n;
    set.primes.assign(size, 0);
    set.known.assign(size, false);
}

void nttgen_route_moduli(const void *table_set, const void *d_moduli, size_t first, size_t count, cudaStream_t stream) {
    std::vector<DModulus> host(count);
    cudaMemcpyAsync(host.data(), d_moduli, count * sizeof(DModulus), cudaMemcpyDeviceToHost, stream);
    cudaError_t e = cudaStreamSynchronize(stream);
    State &st = state();
    std::lock_guard<std::mutex> g(st.mu);
    auto it = st.sets.find(table_set);
    if (it == st.sets.end()) return;
    TableSet &set = it->second;
    set.release();
    for (size_t i = 0; i < count && first + i < set.primes.size(); i++) {
        set.primes[first + i] = host[i].value();
        set.known[first + i] = e == cudaSuccess;
    }
}

void nttgen_route_forget(const void *table_set) {
    State &st = state();
    std::lock_guard<std::mutex> g(st.mu);
    auto it = st.sets.find(table_set);
    if (it == st.sets.end()) return;
    it->second.release();
    st.sets.erase(it);
}

void nttgen_route_enable(bool on) { enabled = on ? 1 : 0; }

void nttgen_route_several_launches(bool on) { launch = on ? 1 : 0; }

bool nttgen_route_enabled() {
    if (enabled < 0) {
        const char *v = std::getenv("PHANTOM_NTT");
        enabled = (v != nullptr && std::strcmp(v, "stock") == 0) ? 0 : 1;
    }
    return enabled == 1;
}

// ---- Phantom's entry points ----------------------------------------------

void nwt_2d_radix8_forward_inplace(uint64_t *inout, const DNTTTable &t, size_t cms, size_t start,
                                   const cudaStream_t &s) {
    Stock stock = [&](uint64_t *x) { phantom_stock_nwt_2d_radix8_forward_inplace(x, t, cms, start, s); };
    if (!route("forward_inplace", true, inout, nullptr, t, identity(start, cms), nullptr, nullptr, stock, s)) stock(inout);
}

void nwt_2d_radix8_forward_inplace_include_temp_mod(uint64_t *inout, const DNTTTable &t, size_t cms, size_t start,
                                                    size_t total, const cudaStream_t &s) {
    Stock stock = [&](uint64_t *x) {
        phantom_stock_nwt_2d_radix8_forward_inplace_include_temp_mod(x, t, cms, start, total, s);
    };
    if (!route("forward_inplace_include_temp_mod", true, inout, nullptr, t, temp(start, cms, total), nullptr, nullptr,
               stock, s))
        stock(inout);
}

void nwt_2d_radix8_forward_inplace_include_special_mod(uint64_t *inout, const DNTTTable &t, size_t cms, size_t start,
                                                       size_t size_QP, size_t size_P, const cudaStream_t &s) {
    Stock stock = [&](uint64_t *x) {
        phantom_stock_nwt_2d_radix8_forward_inplace_include_special_mod(x, t, cms, start, size_QP, size_P, s);
    };
    if (!route("forward_inplace_include_special_mod", true, inout, nullptr, t, special(start, cms, size_QP, size_P),
               nullptr, nullptr, stock, s))
        stock(inout);
}

void nwt_2d_radix8_forward_inplace_include_special_mod_exclude_range(uint64_t *inout, const DNTTTable &t, size_t cms,
                                                                     size_t start, size_t size_QP, size_t size_P,
                                                                     size_t ex_from, size_t ex_to,
                                                                     const cudaStream_t &s) {
    Stock stock = [&](uint64_t *x) {
        phantom_stock_nwt_2d_radix8_forward_inplace_include_special_mod_exclude_range(x, t, cms, start, size_QP,
                                                                                      size_P, ex_from, ex_to, s);
    };
    // A range outside the limbs: Phantom's own function throws its error.
    const bool valid = ex_from >= start && ex_to <= start + cms;
    if (!valid || !route("forward_inplace_include_special_mod_exclude_range", true, inout, nullptr, t,
                         special(start, cms, size_QP, size_P, ex_from, ex_to), nullptr, nullptr, stock, s))
        stock(inout);
}

void nwt_2d_radix8_backward_inplace(uint64_t *inout, const DNTTTable &t, size_t cms, size_t start,
                                    const cudaStream_t &s) {
    Stock stock = [&](uint64_t *x) { phantom_stock_nwt_2d_radix8_backward_inplace(x, t, cms, start, s); };
    if (!route("backward_inplace", false, inout, nullptr, t, identity(start, cms), nullptr, nullptr, stock, s))
        stock(inout);
}

void nwt_2d_radix8_backward(uint64_t *out, const uint64_t *in, const DNTTTable &t, size_t cms, size_t start,
                            const cudaStream_t &s) {
    Stock stock = [&](uint64_t *x) { phantom_stock_nwt_2d_radix8_backward(x, in, t, cms, start, s); };
    if (!route("backward", false, out, in, t, identity(start, cms), nullptr, nullptr, stock, s)) stock(out);
}

void nwt_2d_radix8_backward_scale(uint64_t *out, const uint64_t *in, const DNTTTable &t, size_t cms, size_t start,
                                  const uint64_t *scale, const uint64_t *scale_shoup, const cudaStream_t &s) {
    Stock stock = [&](uint64_t *x) {
        phantom_stock_nwt_2d_radix8_backward_scale(x, in, t, cms, start, scale, scale_shoup, s);
    };
    if (!route("backward_scale", false, out, in, t, identity(start, cms), scale, scale_shoup, stock, s)) stock(out);
}

void nwt_2d_radix8_backward_inplace_scale(uint64_t *inout, const DNTTTable &t, size_t cms, size_t start,
                                          const uint64_t *scale, const uint64_t *scale_shoup, const cudaStream_t &s) {
    Stock stock = [&](uint64_t *x) {
        phantom_stock_nwt_2d_radix8_backward_inplace_scale(x, t, cms, start, scale, scale_shoup, s);
    };
    if (!route("backward_inplace_scale", false, inout, nullptr, t, identity(start, cms), scale, scale_shoup, stock, s))
        stock(inout);
}

void nwt_2d_radix8_backward_inplace_include_special_mod(uint64_t *inout, const DNTTTable &t, size_t cms, size_t start,
                                                        size_t size_QP, size_t size_P, const cudaStream_t &s) {
    Stock stock = [&](uint64_t *x) {
        phantom_stock_nwt_2d_radix8_backward_inplace_include_special_mod(x, t, cms, start, size_QP, size_P, s);
    };
    if (!route("backward_inplace_include_special_mod", false, inout, nullptr, t, special(start, cms, size_QP, size_P),
               nullptr, nullptr, stock, s))
        stock(inout);
}

// Phantom's include_temp_mod inverse (intt_2d.cu) runs limb l of
// [start, start + cms) on the modulus (twiddles, scale) of index
//   phase 1: l == start + cms - 1 ? total - 1 : l
//   phase 2: l == cms - 1         ? total - 1 : l
// (the two kernels compare different indices where start > 0). Routed where
// both are l on every limb: Phantom's BFV multiply's one call does so
// (start 0, total = cms: its Bsk table set holds exactly the Bsk base).
//
// Bit for bit there. With every index l, the two kernels are token for
// token backward_inplace_scale's: per limb on q = q_l, the Gentleman-Sande
// network gives U(x), the inverse NTT without 1/n, whose upper half leaves
// times n^-1 mod q (Phantom's host tables fold n^-1 into the last twiddle,
// inv_root_powers[1]) and whose lower half is multiplied by
// inv_degree_modulo[l] = n^-1 mod q (Shoup, quotient of q: congruent, in
// [0, 2q)); then by scale[l] (Shoup, quotient of q, a conditional subtract):
// a value in [0, q) congruent to U(x)_i n^-1 scale[l]. nttgen's
// _inverse_range leaves U(x)_i n^-1 mod q in [0, q) and scale_limbs
// multiplies by the same scale[l] into [0, q): two residues in [0, q)
// congruent mod q are equal. The per-limb factor is scale[l] itself (both
// sides apply n^-1 of q_l, nothing to cancel).
//
// Left stock elsewhere: no per-limb factor reproduces it. On the limb whose
// phase-2 modulus is T = total - 1 != l, the lower half is multiplied by
// w = n^-1 mod q_l with w's Shoup quotient for q_l but reduced by q_T:
// s w - floor(s w' / 2^64) q_T mod 2^64 is congruent to s w mod q_T only
// where that integer lies in [0, 2^64); otherwise it carries a multiple of
// 2^64 that depends on s, Phantom's lazy value in [0, 2 q_T), not on the
// residue. Where it does not wrap, the lower half is still times
// n^-1 mod q_l and the upper half times n^-1 mod q_T (T's last twiddle): two
// factors per limb. Where start > 0, a limb may run phase 1 on one modulus
// and phase 2 on another: not a transform on either.
static bool temp_mod_scale_is_plain(size_t cms, size_t start, size_t total) {
    for (size_t l = start; l < start + cms; l++) {
        const size_t phase1 = l == start + cms - 1 ? total - 1 : l, phase2 = l == cms - 1 ? total - 1 : l;
        if (phase1 != l || phase2 != l) return false;
    }
    return true;
}

void nwt_2d_radix8_backward_inplace_include_temp_mod_scale(uint64_t *inout, const DNTTTable &t, size_t cms,
                                                           size_t start, size_t total, const uint64_t *scale,
                                                           const uint64_t *scale_shoup, const cudaStream_t &s) {
    const char *entry = "backward_inplace_include_temp_mod_scale";
    Stock stock = [&](uint64_t *x) {
        phantom_stock_nwt_2d_radix8_backward_inplace_include_temp_mod_scale(x, t, cms, start, total, scale,
                                                                            scale_shoup, s);
    };
    if (!temp_mod_scale_is_plain(cms, start, total)) {
        stock_call(entry, "a limb on the temporary modulus (Phantom's kernel mixes two moduli there)");
        stock(inout);
        return;
    }
    if (!route(entry, false, inout, nullptr, t, identity(start, cms), scale, scale_shoup, stock, s)) stock(inout);
}

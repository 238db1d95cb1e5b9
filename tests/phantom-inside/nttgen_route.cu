// nttgen inside Phantom: Phantom's NTT entry points (the names in ntt.cuh)
// defined here, on nttgen packages generated once per n for primes chosen
// at run time (tests/phantom-inside/prepare.sh: ph<log n>, [moduli.runtime]
// max_bits = 60, roots = "smallest", Phantom's and SEAL's root, so the NTT
// domain is Phantom's own, bit for bit). patch.py renames Phantom's
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
#include <map>
#include <mutex>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

#include "ntt.cuh"
#include "nttgen_route.h"

#include "ph11.h"
#include "ph12.h"
#include "ph13.h"
#include "ph14.h"
#include "ph15.h"
#include "ph16.h"
#include "ph17.h"

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

#define NTTGEN_PACKAGE(L) \
    { L, PH##L##_SPEC, PH##L##_MAX_TOWERS, ph##L##_forward_range, ph##L##_inverse_range, ph##L##_upload_tables }
const Package PACKAGES[] = {NTTGEN_PACKAGE(11), NTTGEN_PACKAGE(12), NTTGEN_PACKAGE(13), NTTGEN_PACKAGE(14),
                            NTTGEN_PACKAGE(15), NTTGEN_PACKAGE(16), NTTGEN_PACKAGE(17)};

// What the hooks learnt about one DNTTTable, and the tables built for it.
struct TableSet {
    size_t n = 0;
    std::vector<uint64_t> primes;
    std::vector<bool> known;
    uint64_t *tables = nullptr;  // device, built on the first routed call
    bool built = false;
    std::string refused;  // why nttgen does not serve this set (empty: it does)
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
State &state() {
    static State *s = new State;
    return *s;
}
std::atomic<int> enabled{-1};

// At exit, on stderr: per entry point, the calls nttgen ran of all calls,
// then why the others ran on Phantom's kernels.
void report() {
    State &st = state();
    std::lock_guard<std::mutex> g(st.mu);
    std::string line = "nttgen-route:";
    for (auto &c: st.counts)
        line += " " + c.first + " " + std::to_string(c.second.routed) + "/" + std::to_string(c.second.routed + c.second.stock);
    std::fprintf(stderr, "%s (routed/calls)\n", line.c_str());
    for (auto &r: st.reasons) std::fprintf(stderr, "nttgen-route: stock %ld x: %s\n", r.second, r.first.c_str());
}

const Package *package_for(size_t n) {
    for (auto &p: PACKAGES)
        if (((size_t) 1 << p.log_n) == n) return &p;
    return nullptr;
}

void fail(const char *entry, const std::string &what) {
    throw std::runtime_error(std::string("nttgen-route: ") + entry + ": " + what);
}

// Builds the set's tables once (under the state's lock): every prime, checked by nttgen_tables.
void build(TableSet &set, const Package &pkg, cudaStream_t stream) {
    set.built = true;
    for (bool k: set.known)
        if (!k) {
            set.refused = "a prime of the table set was never set";
            return;
        }
    if (set.primes.size() > pkg.max_towers) {
        set.refused = "more primes than the package's max_towers";
        return;
    }
    size_t needed = 0;
    char err[512] = {0};
    int rc = nttgen_tables(pkg.spec, set.primes.data(), set.primes.size(), nullptr, 0, &needed, err, sizeof err);
    std::vector<unsigned char> bytes(needed);
    if (rc == 4) rc = nttgen_tables(pkg.spec, set.primes.data(), set.primes.size(), bytes.data(), bytes.size(), &needed, err, sizeof err);
    if (rc != 0) {
        set.refused = std::string("nttgen_tables: ") + err;
        return;
    }
    cudaError_t e = pkg.upload(bytes.data(), bytes.size(), &set.tables, stream);
    if (e == cudaSuccess) e = cudaStreamSynchronize(stream);
    if (e != cudaSuccess) fail("upload", cudaGetErrorString(e));
}

// The set's tables where nttgen serves it, else null with the reason counted.
const uint64_t *tables_for(const char *entry, const DNTTTable &t, const Package **pkg, cudaStream_t stream) {
    State &st = state();
    std::lock_guard<std::mutex> g(st.mu);
    static bool reporting = std::atexit(report) == 0;
    (void) reporting;
    Count &c = st.counts[entry];
    auto why = [&](const std::string &r) -> const uint64_t * {
        c.stock++;
        st.reasons[std::string(entry) + ": " + r]++;
        return nullptr;
    };
    if (!nttgen_route_enabled()) return why("routing off (PHANTOM_NTT=stock)");
    auto it = st.sets.find(&t);
    if (it == st.sets.end()) return why("a table set the hooks never saw");
    TableSet &set = it->second;
    *pkg = package_for(set.n);
    if (*pkg == nullptr) return why("no package for n = " + std::to_string(set.n));
    if (!set.built) build(set, **pkg, stream);
    if (!set.refused.empty()) return why(set.refused);
    c.routed++;
    return set.tables;
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

bool forward(const char *entry, uint64_t *inout, const DNTTTable &t, const std::vector<Limb> &limbs,
             const cudaStream_t &s) {
    const Package *pkg = nullptr;
    const uint64_t *tables = tables_for(entry, t, &pkg, s);
    if (tables == nullptr) return false;
    run(entry, true, tables, *pkg, inout, t, limbs, nullptr, nullptr, s);
    return true;
}

// out-of-place forms copy the limbs first (the packages transform in place).
bool inverse(const char *entry, uint64_t *out, const uint64_t *in, const DNTTTable &t, const std::vector<Limb> &limbs,
             const uint64_t *scale, const uint64_t *scale_shoup, const cudaStream_t &s) {
    const Package *pkg = nullptr;
    const uint64_t *tables = tables_for(entry, t, &pkg, s);
    if (tables == nullptr) return false;
    if (in != nullptr && in != out && !limbs.empty()) {
        const size_t n = t.n(), first = limbs.front().limb, words = (limbs.back().limb + 1 - first) * n;
        cudaError_t e = cudaMemcpyAsync(out + first * n, in + first * n, words * sizeof(uint64_t),
                                        cudaMemcpyDeviceToDevice, s);
        if (e != cudaSuccess) fail(entry, cudaGetErrorString(e));
    }
    run(entry, false, tables, *pkg, out, t, limbs, scale, scale_shoup, s);
    return true;
}

}  // namespace

void nttgen_route_reset(const void *table_set, size_t n, size_t size) {
    State &st = state();
    std::lock_guard<std::mutex> g(st.mu);
    TableSet &set = st.sets[table_set];
    if (set.tables != nullptr) cudaFree(set.tables);
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
    if (set.tables != nullptr) cudaFree(set.tables);
    set.tables = nullptr;
    set.built = false;
    set.refused.clear();
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
    if (it->second.tables != nullptr) cudaFree(it->second.tables);
    st.sets.erase(it);
}

void nttgen_route_enable(bool on) { enabled = on ? 1 : 0; }

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
    if (!forward("forward_inplace", inout, t, identity(start, cms), s))
        phantom_stock_nwt_2d_radix8_forward_inplace(inout, t, cms, start, s);
}

void nwt_2d_radix8_forward_inplace_include_temp_mod(uint64_t *inout, const DNTTTable &t, size_t cms, size_t start,
                                                    size_t total, const cudaStream_t &s) {
    if (!forward("forward_inplace_include_temp_mod", inout, t, temp(start, cms, total), s))
        phantom_stock_nwt_2d_radix8_forward_inplace_include_temp_mod(inout, t, cms, start, total, s);
}

void nwt_2d_radix8_forward_inplace_include_special_mod(uint64_t *inout, const DNTTTable &t, size_t cms, size_t start,
                                                       size_t size_QP, size_t size_P, const cudaStream_t &s) {
    if (!forward("forward_inplace_include_special_mod", inout, t, special(start, cms, size_QP, size_P), s))
        phantom_stock_nwt_2d_radix8_forward_inplace_include_special_mod(inout, t, cms, start, size_QP, size_P, s);
}

void nwt_2d_radix8_forward_inplace_include_special_mod_exclude_range(uint64_t *inout, const DNTTTable &t, size_t cms,
                                                                     size_t start, size_t size_QP, size_t size_P,
                                                                     size_t ex_from, size_t ex_to,
                                                                     const cudaStream_t &s) {
    // A range outside the limbs: Phantom's own function throws its error.
    const bool valid = ex_from >= start && ex_to <= start + cms;
    if (!valid || !forward("forward_inplace_include_special_mod_exclude_range", inout, t,
                           special(start, cms, size_QP, size_P, ex_from, ex_to), s))
        phantom_stock_nwt_2d_radix8_forward_inplace_include_special_mod_exclude_range(inout, t, cms, start, size_QP,
                                                                                      size_P, ex_from, ex_to, s);
}

void nwt_2d_radix8_backward_inplace(uint64_t *inout, const DNTTTable &t, size_t cms, size_t start,
                                    const cudaStream_t &s) {
    if (!inverse("backward_inplace", inout, nullptr, t, identity(start, cms), nullptr, nullptr, s))
        phantom_stock_nwt_2d_radix8_backward_inplace(inout, t, cms, start, s);
}

void nwt_2d_radix8_backward(uint64_t *out, const uint64_t *in, const DNTTTable &t, size_t cms, size_t start,
                            const cudaStream_t &s) {
    if (!inverse("backward", out, in, t, identity(start, cms), nullptr, nullptr, s))
        phantom_stock_nwt_2d_radix8_backward(out, in, t, cms, start, s);
}

void nwt_2d_radix8_backward_scale(uint64_t *out, const uint64_t *in, const DNTTTable &t, size_t cms, size_t start,
                                  const uint64_t *scale, const uint64_t *scale_shoup, const cudaStream_t &s) {
    if (!inverse("backward_scale", out, in, t, identity(start, cms), scale, scale_shoup, s))
        phantom_stock_nwt_2d_radix8_backward_scale(out, in, t, cms, start, scale, scale_shoup, s);
}

void nwt_2d_radix8_backward_inplace_scale(uint64_t *inout, const DNTTTable &t, size_t cms, size_t start,
                                          const uint64_t *scale, const uint64_t *scale_shoup, const cudaStream_t &s) {
    if (!inverse("backward_inplace_scale", inout, nullptr, t, identity(start, cms), scale, scale_shoup, s))
        phantom_stock_nwt_2d_radix8_backward_inplace_scale(inout, t, cms, start, scale, scale_shoup, s);
}

void nwt_2d_radix8_backward_inplace_include_special_mod(uint64_t *inout, const DNTTTable &t, size_t cms, size_t start,
                                                        size_t size_QP, size_t size_P, const cudaStream_t &s) {
    if (!inverse("backward_inplace_include_special_mod", inout, nullptr, t, special(start, cms, size_QP, size_P),
                 nullptr, nullptr, s))
        phantom_stock_nwt_2d_radix8_backward_inplace_include_special_mod(inout, t, cms, start, size_QP, size_P, s);
}

void nwt_2d_radix8_backward_inplace_include_temp_mod_scale(uint64_t *inout, const DNTTTable &t, size_t cms,
                                                           size_t start, size_t total, const uint64_t *scale,
                                                           const uint64_t *scale_shoup, const cudaStream_t &s) {
    if (!inverse("backward_inplace_include_temp_mod_scale", inout, nullptr, t, temp(start, cms, total), scale,
                 scale_shoup, s))
        phantom_stock_nwt_2d_radix8_backward_inplace_include_temp_mod_scale(inout, t, cms, start, total, scale,
                                                                            scale_shoup, s);
}

// Host-side checking of the driver: buffers of limbs (one prime each), the
// reference in Cheddar's convention (reference.h), and each side's output
// order mapped into it. A check returns "" when it holds, else what failed
// (limb, word, got, want).
#pragma once

#include "modmath.h"
#include "reference.h"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <mutex>
#include <random>
#include <string>
#include <thread>
#include <vector>

namespace chk {

typedef std::vector<uint64_t> Host;  // limbs x N words, whatever the device word

// Per limb of a buffer: its prime and Cheddar's psi for it.
struct Limbs {
    std::vector<uint64_t> q, psi;
    int log_n = 0;
    size_t n() const { return (size_t)1 << log_n; }
    size_t count() const { return q.size(); }
};

inline void parallel_for(size_t count, const std::function<void(size_t)> &f) {
    unsigned t = std::max(1u, std::min(32u, std::thread::hardware_concurrency()));
    std::atomic<size_t> next{0};
    std::vector<std::thread> pool;
    for (unsigned i = 0; i < std::min<size_t>(t, count); i++)
        pool.emplace_back([&] {
            for (size_t j; (j = next.fetch_add(1)) < count;) f(j);
        });
    for (auto &th : pool) th.join();
}

// Fresh random words in [0, q) per limb.
inline Host random(const Limbs &l, std::mt19937_64 &rng) {
    Host h(l.count() * l.n());
    for (size_t i = 0; i < h.size(); i++) h[i] = rng() % l.q[i / l.n()];
    return h;
}

// The limbs checked on the CPU: all (cpu_limbs = 0 or >= count), else the
// first, the last and random others.
inline std::vector<size_t> pick(size_t count, size_t cpu_limbs, std::mt19937_64 &rng) {
    std::vector<size_t> all(count);
    for (size_t i = 0; i < count; i++) all[i] = i;
    if (cpu_limbs == 0 || cpu_limbs >= count) return all;
    std::shuffle(all.begin() + 1, all.end() - 1, rng);
    all.resize(std::max<size_t>(cpu_limbs, 2) - 1);
    all.push_back(count - 1);
    std::sort(all.begin(), all.end());
    return all;
}

inline const std::vector<uint32_t> &order(uint64_t k, int log_n) {
    static std::mutex m;
    static std::map<std::pair<uint64_t, int>, std::vector<uint32_t>> cache;
    std::lock_guard<std::mutex> g(m);
    auto &v = cache[{k, log_n}];
    if (v.empty()) v = ref::order(k, log_n);
    return v;
}

// A forward output of a side whose root is Cheddar's psi^k, in Cheddar's order
// (to_cheddar), and Cheddar-ordered NTT-domain data in such a side's order
// (from_cheddar): word i of the side's holds evaluation order(k)[i], which
// Cheddar keeps at word br(order(k)[i]).
inline Host to_cheddar(const Host &out, const std::vector<uint64_t> &k, int log_n) {
    const size_t n = (size_t)1 << log_n;
    Host c(out.size());
    for (size_t l = 0; l < out.size() / n; l++) {
        const auto &o = order(k[l], log_n);
        for (size_t i = 0; i < n; i++) c[l * n + mm::bitrev(o[i], log_n)] = out[l * n + i];
    }
    return c;
}
inline Host from_cheddar(const Host &c, const std::vector<uint64_t> &k, int log_n) {
    const size_t n = (size_t)1 << log_n;
    Host out(c.size());
    for (size_t l = 0; l < c.size() / n; l++) {
        const auto &o = order(k[l], log_n);
        for (size_t i = 0; i < n; i++) out[l * n + i] = c[l * n + mm::bitrev(o[i], log_n)];
    }
    return out;
}

inline std::string mismatch(size_t limb, size_t word, uint64_t got, uint64_t want) {
    return "limb " + std::to_string(limb) + " word " + std::to_string(word) + ": got " + std::to_string(got) +
           ", want " + std::to_string(want);
}

// First difference of a and b over the limbs `which` (all when empty), or "".
inline std::string compare(const Host &a, const Host &b, size_t n, const std::vector<size_t> &which = {}) {
    if (a.size() != b.size()) return "lengths differ";
    const size_t limbs = a.size() / n;
    for (size_t x = 0; x < (which.empty() ? limbs : which.size()); x++) {
        const size_t l = which.empty() ? x : which[x];
        for (size_t i = 0; i < n; i++)
            if (a[l * n + i] != b[l * n + i]) return mismatch(l, i, a[l * n + i], b[l * n + i]);
    }
    return "";
}

// The reference forward of `in` on the limbs `which` (others left 0), in
// Cheddar's order; each limb's evaluation also checked against Horner.
inline Host forward(const Host &in, const Limbs &l, const std::vector<size_t> &which, std::string &err) {
    const size_t n = l.n();
    Host out(in.size(), 0);
    std::vector<std::string> errs(which.size());
    parallel_for(which.size(), [&](size_t x) {
        const size_t li = which[x];
        std::vector<uint64_t> A = ref::evaluate(&in[li * n], l.log_n, l.q[li], l.psi[li]);
        if (!ref::self_check(&in[li * n], A, l.log_n, l.q[li], l.psi[li]))
            errs[x] = "the CPU reference disagrees with Horner on limb " + std::to_string(li);
        for (size_t j = 0; j < n; j++) out[li * n + j] = A[mm::bitrev((uint32_t)j, l.log_n)];
    });
    for (auto &e : errs)
        if (err.empty()) err = e;
    return out;
}

// Whether `coeffs` is an inverse of the Cheddar-ordered `ntt` on the limbs
// `which`: the reference forward of coeffs gives ntt back.
inline std::string inverse_of(const Host &coeffs, const Host &ntt, const Limbs &l, const std::vector<size_t> &which) {
    std::string err;
    Host f = forward(coeffs, l, which, err);
    return err.empty() ? compare(f, ntt, l.n(), which) : err;
}

}  // namespace chk

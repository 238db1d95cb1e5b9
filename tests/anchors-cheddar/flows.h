// The measured operations of cheddar_ntt_bench.cu, one function each: fresh
// inputs, the checked calls (outputs poisoned first), the timed calls, the
// checks of the timed outputs, and the RESULT lines. Included by the driver
// after its helpers (Set, Dev, limbs, ks, verdict, report).
#pragma once

namespace {

typedef std::vector<std::pair<std::string, std::string>> Parts;

// The nttgen packages that run on the set.
template <typename W>
std::vector<const side::Nttgen *> running(const Set<W> &s) {
    std::vector<const side::Nttgen *> v;
    for (const auto &g : s.ng)
        if (g->runs()) v.push_back(g.get());
    return v;
}

// fwd and inv: both sides on the same inputs, then the timed calls.
template <typename W>
void flow_fwd_inv(Set<W> &s, const params::Level &l) {
    const chk::Limbs L = limbs(s, l, false);
    const size_t words = L.count() * s.n;
    const auto which = chk::pick(L.count(), s.opt.cpu_limbs, s.rng);
    Dev<W> src(words), dst(words);
    const chk::Host x = chk::random(L, s.rng), y = chk::random(L, s.rng);
    std::string err;
    const chk::Host want = chk::forward(x, L, which, err);
    src.put(x);
    dst.poison();
    s.ch.fwd(dst.p, src.p, l);
    const chk::Host fc = dst.get();
    src.put(y);
    dst.poison();
    s.ch.inv(dst.p, src.p, l);
    const chk::Host ic = dst.get();
    Parts cf{{"cpu", err.empty() ? chk::compare(fc, want, s.n, which) : err}};
    Parts ci{{"cpu", chk::inverse_of(ic, y, L, which)}};
    for (const side::Nttgen *g : running(s)) {
        const auto k = ks(*g, l, false);
        Dev<W> d(words);
        d.put(x);
        g->fwd(d.p, l.first, l.q);
        const chk::Host fn = chk::to_cheddar(d.get(), k, s.log_n);
        d.put(chk::from_cheddar(y, k, s.log_n));
        g->inv(d.p, l.first, l.q);
        const chk::Host in = d.get();
        d.put(x);
        bench::Stats tf = bench::time_calls([&] { g->fwd(d.p, l.first, l.q); });
        bench::Stats ti = bench::time_calls([&] { g->inv(d.p, l.first, l.q); });
        const std::string round = chk::compare(d.get(), x, s.n);
        const std::string xf = chk::compare(fn, fc, s.n), xi = chk::compare(in, ic, s.n);
        cf.push_back({std::string("nttgen ") + g->pkg.name + " agrees", xf});
        ci.push_back({std::string("nttgen ") + g->pkg.name + " agrees", xi});
        report(s, "nttgen", "fwd", l, L.count(), g->pkg.name, tf,
               verdict({{"cpu", err.empty() ? chk::compare(fn, want, s.n, which) : err}, {"Cheddar agrees", xf},
                        {"timed calls' round trip", round}}),
               root_note(k));
        report(s, "nttgen", "inv", l, L.count(), g->pkg.name, ti,
               verdict({{"cpu", chk::inverse_of(in, y, L, which)}, {"Cheddar agrees", xi},
                        {"timed calls' round trip", round}}),
               root_note(k));
    }
    src.put(x);
    bench::Stats tf = bench::time_calls([&] { s.ch.fwd(dst.p, src.p, l); });
    cf.push_back({"timed output", chk::compare(dst.get(), fc, s.n)});
    src.put(y);
    bench::Stats ti = bench::time_calls([&] { s.ch.inv(dst.p, src.p, l); });
    ci.push_back({"timed output", chk::compare(dst.get(), ic, s.n)});
    report(s, "cheddar", "fwd", l, L.count(), "stock", tf, verdict(cf), "NTT(dst, np, src, false)");
    report(s, "cheddar", "inv", l, L.count(), "stock", ti, verdict(ci), "INTT(dst, np, src, false)");
}

// One constant per limb in [1, q), on the device.
template <typename W>
chk::Host constants(Set<W> &s, const chk::Limbs &L) {
    chk::Host c(L.count());
    for (size_t i = 0; i < c.size(); i++) c[i] = 1 + s.rng() % (L.q[i] - 1);
    return c;
}

// The word of a value v in [0, q) centred to (-q/2, q/2], two's complement.
template <typename W>
uint64_t centred(uint64_t v, uint64_t q) {
    return v > q / 2 ? (uint64_t)(W)((W)v - (W)q) : v;
}

// Checks of an intt-mult-const output o (either side's) against the CPU:
// o = centred(f inv(y)) per limb; f^-1 undoes f, then the inverse is checked.
template <typename W>
Parts intt_const_cpu(const chk::Host &o, const chk::Host &y, const chk::Limbs &L, const std::vector<uint64_t> &f_inv,
                     const std::vector<size_t> &which, size_t n) {
    chk::Host a(o.size());
    std::string range;
    for (size_t i = 0; i < o.size(); i++) {
        const size_t li = i / n;
        const uint64_t q = L.q[li];
        const int64_t v = sizeof(W) == 4 ? (int64_t)(int32_t)(uint32_t)o[i] : (int64_t)o[i];
        const uint64_t mag = v < 0 ? (uint64_t)-v : (uint64_t)v;
        if (mag > (q - 1) / 2 && range.empty()) range = chk::mismatch(li, i % n, o[i], 0) + " (not centred)";
        a[i] = mm::mul(v < 0 ? (q - mag % q) % q : mag % q, f_inv[li], q);
    }
    return {{"centred", range}, {"cpu", chk::inverse_of(a, y, L, which)}};
}

#include "flows_fused.h"

// intt-mult-const: the inverse without N^-1, times c 2^-w, centred (ModUp's form).
template <typename W>
void flow_intt_mult_const(Set<W> &s, const params::Level &l) {
    const chk::Limbs L = limbs(s, l, false);
    const size_t words = L.count() * s.n;
    const auto which = chk::pick(L.count(), s.opt.cpu_limbs, s.rng);
    Dev<W> src(words), dst(words), dc(L.count());
    const chk::Host y = chk::random(L, s.rng), c = constants(s, L);
    dc.put(c);
    src.put(y);
    dst.poison();
    s.ch.intt_mult_const(dst.p, src.p, dc.p, l);
    const chk::Host o = dst.get();
    // f = N c 2^-w per limb: the factor on the plain inverse.
    std::vector<uint64_t> f(L.count()), f_inv(L.count());
    for (size_t li = 0; li < L.count(); li++) {
        const uint64_t q = L.q[li];
        f[li] = mm::mul(mm::mul(s.n % q, c[li], q), mm::inv(mm::radix(8 * sizeof(W), q), q), q);
        f_inv[li] = mm::inv(f[li], q);
    }
    Parts parts = intt_const_cpu<W>(o, y, L, f_inv, which, s.n);
    auto ng = running(s);
    if (!ng.empty()) {  // the other side: nttgen's bare inverse, times f on the host, centred
        const auto k = ks(*ng[0], l, false);
        Dev<W> d(words);
        d.put(chk::from_cheddar(y, k, s.log_n));
        ng[0]->inv(d.p, l.first, l.q);
        chk::Host e = d.get();
        for (size_t i = 0; i < words; i++) e[i] = centred<W>(mm::mul(e[i], f[i / s.n], L.q[i / s.n]), L.q[i / s.n]);
        parts.push_back({std::string("nttgen ") + ng[0]->pkg.name + " inverse times c agrees", chk::compare(e, o, s.n)});
    }
    for (const side::Nttgen *g : ng)  // nttgen's fused form, given Cheddar's constants
        if (g->has_fused()) parts.push_back(nttgen_intt_const(s, l, *g, L, y, dc, o, f_inv, which));
    bench::Stats t = bench::time_calls([&] { s.ch.intt_mult_const(dst.p, src.p, dc.p, l); });
    parts.push_back({"timed output", chk::compare(dst.get(), o, s.n)});
    report(s, "cheddar", "intt-mult-const", l, L.count(), "stock", t, verdict(parts),
           "INTTAndMultConst(dst, np, src, c, true)");
}

#include "flows_keyswitch.h"

}  // namespace

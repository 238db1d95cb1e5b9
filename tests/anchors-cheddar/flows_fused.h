// nttgen's fused forms beside Cheddar's fused entry points (specs/u32.toml's
// [[fused]]: intt_const, mod_down, fwd_skip), included by flows.h inside its
// namespace. Each takes Cheddar's inputs and per-limb constants as they are
// (Montgomery form, R = 2^w: the forms' `form = "montgomery"`), is checked
// against the CPU and against Cheddar's output word for word, timed in place,
// and reports its RESULT row; it returns the part for Cheddar's row.
#pragma once

// Whether limbs [0, e) of a buffer hold only the poison word.
inline std::string still_poison(const chk::Host &h, size_t e, size_t n, uint64_t poison) {
    for (size_t i = 0; i < e * n; i++)
        if (h[i] != poison) return chk::mismatch(i / n, i % n, h[i], poison) + " (a skipped limb was written)";
    return "";
}

// nttgen's form of ModUp's NTT: the level's q limbs past the skipped digit
// and the aux limbs, two `_range` calls (a real library's two base ranges).
inline void nttgen_modup(const side::Nttgen &g, void *d, size_t word_bytes, size_t n, int e,
                         const params::Level &l, bool inverse) {
    char *p = static_cast<char *>(d);
    auto call = [&](void *x, int first, int count) {
        if (count > 0) inverse ? g.inv(x, first, count) : g.fwd(x, first, count);
    };
    call(p + (size_t)e * n * word_bytes, l.first + e, l.q - e);
    call(p + (size_t)l.q * n * word_bytes, l.aux_first, l.aux);
}

// intt_const: centred(INTT(y) N c R^-1), Cheddar's INTTAndMultConst.
template <typename W>
std::pair<std::string, std::string> nttgen_intt_const(Set<W> &s, const params::Level &l, const side::Nttgen &g,
                                                      const chk::Limbs &L, const chk::Host &y, const Dev<W> &dc,
                                                      const chk::Host &o, const std::vector<uint64_t> &f_inv,
                                                      const std::vector<size_t> &which) {
    const auto k = ks(g, l, false);
    const chk::Host in = chk::from_cheddar(y, k, s.log_n);
    Dev<W> d(L.count() * s.n);
    d.put(in);
    g.intt_const(d.p, dc.p, l.first, l.q);
    const chk::Host on = d.get();  // coefficients: the same order on both sides
    d.put(in);
    bench::Stats t = bench::time_calls([&] { g.intt_const(d.p, dc.p, l.first, l.q); });
    d.put(in);
    g.intt_const(d.p, dc.p, l.first, l.q);
    const std::string again = chk::compare(d.get(), on, s.n), xs = chk::compare(on, o, s.n);
    Parts parts = intt_const_cpu<W>(on, y, L, f_inv, which, s.n);
    parts.push_back({"Cheddar agrees", xs});
    parts.push_back({"a call after the timed ones agrees", again});
    report(s, "nttgen", "intt-mult-const", l, L.count(), g.pkg.name, t, verdict(parts),
           root_note(k) + "; fused intt_const, Cheddar's constants");
    return {std::string("nttgen ") + g.pkg.name + " fused intt_const agrees", xs};
}

// mod_down: (y - NTT(x)) c R^-1, Cheddar's NTTForModDown. `want`: the CPU's
// on the limbs `which` (Cheddar's order), or `err` where it failed.
template <typename W>
std::pair<std::string, std::string> nttgen_mod_down(Set<W> &s, const params::Level &l, const side::Nttgen &g,
                                                    const chk::Host &x, const chk::Host &z, const Dev<W> &dc,
                                                    const chk::Host &o, const chk::Host &want,
                                                    const std::vector<size_t> &which, const std::string &err) {
    const auto k = ks(g, l, false);
    const chk::Host zn = chk::from_cheddar(z, k, s.log_n);  // y is read at the output's word
    Dev<W> d(x.size()), dy(x.size());
    dy.put(zn);
    d.put(x);
    g.mod_down(d.p, dy.p, dc.p, l.first, l.q);
    const chk::Host on = chk::to_cheddar(d.get(), k, s.log_n);
    d.put(x);
    bench::Stats t = bench::time_calls([&] { g.mod_down(d.p, dy.p, dc.p, l.first, l.q); });
    d.put(x);
    g.mod_down(d.p, dy.p, dc.p, l.first, l.q);
    const std::string again = chk::compare(chk::to_cheddar(d.get(), k, s.log_n), on, s.n);
    const std::string xs = chk::compare(on, o, s.n);
    report(s, "nttgen", "fwd-moddown", l, x.size() / s.n, g.pkg.name, t,
           verdict({{"cpu", err.empty() ? chk::compare(on, want, s.n, which) : err},
                    {"Cheddar agrees", xs},
                    {"y untouched", chk::compare(dy.get(), zn, s.n)},
                    {"a call after the timed ones agrees", again}}),
           root_note(k) + "; fused mod_down, Cheddar's constants");
    return {std::string("nttgen ") + g.pkg.name + " fused mod_down agrees", xs};
}

// fwd_skip: the forward over the key-switching base (the level's limbs, then
// the aux ones) but its first e limbs, Cheddar's NTTForModUp, one call. The
// base's towers are contiguous in the set's tables at the top level; at
// another level they get tables of their own (nttgen_tables on those primes).
// x: the input with its skipped limbs poisoned; `want` as for mod_down.
template <typename W>
std::pair<std::string, std::string> nttgen_fwd_skip(Set<W> &s, const params::Level &l, const side::Nttgen &g,
                                                    const chk::Limbs &L, int e, const chk::Host &x,
                                                    const chk::Host &o, const chk::Host &want,
                                                    const std::vector<size_t> &which, const std::string &err) {
    const std::string what = std::string("nttgen ") + g.pkg.name + " fused fwd_skip agrees";
    const auto k = ks(g, l, true);
    const unsigned count = (unsigned)L.count();
    std::unique_ptr<side::Nttgen> own;
    const side::Nttgen *b = &g;
    unsigned first = (unsigned)l.first;
    if (l.first + l.q != l.aux_first) {
        own = std::make_unique<side::Nttgen>(g.pkg, L.q, L.psi, s.log_n);
        if (!own->runs()) return {what, "the base's own tables: " + own->refused};
        b = own.get();
        first = 0;
    }
    const uint64_t poison = Dev<W>::poison_word();
    Dev<W> d(x.size());
    d.put(x);
    b->fwd_skip(d.p, 0, (unsigned)e, first, count);
    const chk::Host on = d.get(), onc = chk::to_cheddar(on, k, s.log_n);
    d.put(x);
    bench::Stats t = bench::time_calls([&] { b->fwd_skip(d.p, 0, (unsigned)e, first, count); });
    for (int i = 0; i < bench::kTimedCalls; i++) nttgen_modup(g, d.p, sizeof(W), s.n, e, l, true);
    const std::string xs = chk::compare(onc, o, s.n);
    report(s, "nttgen", "fwd-modup-fused", l, count - e, g.pkg.name, t,
           verdict({{"skipped limbs untouched", still_poison(on, e, s.n, poison)},
                    {"cpu", err.empty() ? chk::compare(onc, want, s.n, which) : err},
                    {"Cheddar agrees", xs},
                    {"timed calls' round trip (bare inverses)", chk::compare(d.get(), x, s.n)}}),
           root_note(k) + "; fused fwd_skip, one call" + (own ? " (the base's own tables)" : ""));
    return {what, xs};
}

// The key-switching forms of Cheddar's NTT (ModUp's and ModDown's), included
// by flows.h inside its namespace; nttgen's fused forms beside them are in
// flows_fused.h.
#pragma once

// fwd-modup: the level's limbs and the aux ones, the first digit [0, e) skipped.
template <typename W>
void flow_modup(Set<W> &s, const params::Level &l) {
    const chk::Limbs L = limbs(s, l, true);
    const size_t words = L.count() * s.n, count = L.count();
    const int e = std::min(l.aux, l.q);  // ModUp's first digit: alpha limbs
    const uint64_t poison = Dev<W>::poison_word();
    std::vector<size_t> which;
    for (size_t li : chk::pick(count, s.opt.cpu_limbs, s.rng))
        if (li >= (size_t)e) which.push_back(li);
    Dev<W> src(words), dst(words);
    chk::Host x = chk::random(L, s.rng);
    std::string err;
    const chk::Host want = chk::forward(x, L, which, err);
    src.put(x);
    dst.poison();
    s.ch.fwd_modup(dst.p, src.p, 0, e, l);
    const chk::Host o = dst.get();
    Parts parts{{"skipped limbs untouched", still_poison(o, e, s.n, poison)},
                {"cpu", err.empty() ? chk::compare(o, want, s.n, which) : err}};
    for (size_t i = 0; i < (size_t)e * s.n; i++) x[i] = poison;  // nttgen works in place
    for (const side::Nttgen *g : running(s)) {
        const auto k = ks(*g, l, true);
        Dev<W> d(words);
        d.put(x);
        nttgen_modup(*g, d.p, sizeof(W), s.n, e, l, false);
        const chk::Host on = d.get(), onc = chk::to_cheddar(on, k, s.log_n);
        d.put(x);
        bench::Stats t = bench::time_calls([&] { nttgen_modup(*g, d.p, sizeof(W), s.n, e, l, false); });
        for (int i = 0; i < bench::kTimedCalls; i++) nttgen_modup(*g, d.p, sizeof(W), s.n, e, l, true);
        const std::string xs = chk::compare(onc, o, s.n);
        parts.push_back({std::string("nttgen ") + g->pkg.name + " agrees", xs});
        report(s, "nttgen", "fwd-modup", l, count - e, g->pkg.name, t,
               verdict({{"skipped limbs untouched", still_poison(on, e, s.n, poison)},
                        {"cpu", err.empty() ? chk::compare(onc, want, s.n, which) : err}, {"Cheddar agrees", xs},
                        {"timed calls' round trip", chk::compare(d.get(), x, s.n)}}),
               root_note(k) + "; bare: two _range calls");
        if (g->has_fused()) parts.push_back(nttgen_fwd_skip(s, l, *g, L, e, x, o, want, which, err));
    }
    bench::Stats t = bench::time_calls([&] { s.ch.fwd_modup(dst.p, src.p, 0, e, l); });
    parts.push_back({"timed output", chk::compare(dst.get(), o, s.n)});
    report(s, "cheddar", "fwd-modup", l, count - e, "stock", t, verdict(parts),
           "NTTForModUp(dst, np + " + std::to_string(l.aux) + " aux, 0, " + std::to_string(e) + ", src)");
}

// fwd-moddown: (src2 - NTT(src1)) c 2^-w per limb, in [0, q).
template <typename W>
void flow_moddown(Set<W> &s, const params::Level &l) {
    const chk::Limbs L = limbs(s, l, false);
    const size_t words = L.count() * s.n;
    const auto which = chk::pick(L.count(), s.opt.cpu_limbs, s.rng);
    Dev<W> src1(words), src2(words), dst(words), dc(L.count());
    const chk::Host x = chk::random(L, s.rng), z = chk::random(L, s.rng), c = constants(s, L);
    src1.put(x);
    src2.put(z);
    dc.put(c);
    dst.poison();
    s.ch.fwd_moddown(dst.p, src1.p, src2.p, dc.p, l);
    const chk::Host o = dst.get();
    // The epilogue on a forward transform F of x (Cheddar's order), limb by limb.
    auto epilogue = [&](const chk::Host &F, const std::vector<size_t> &limbs_) {
        chk::Host e(words, 0);
        for (size_t li : limbs_) {
            const uint64_t q = L.q[li], f = mm::mul(c[li], mm::inv(mm::radix(8 * sizeof(W), q), q), q);
            for (size_t j = li * s.n; j < (li + 1) * s.n; j++) e[j] = mm::mul(mm::sub(z[j], F[j], q), f, q);
        }
        return e;
    };
    std::string err;
    const chk::Host F = chk::forward(x, L, which, err), want = err.empty() ? epilogue(F, which) : chk::Host();
    Parts parts{{"cpu", err.empty() ? chk::compare(o, want, s.n, which) : err}};
    auto ng = running(s);
    if (!ng.empty()) {
        Dev<W> d(words);
        d.put(x);
        ng[0]->fwd(d.p, l.first, l.q);
        std::vector<size_t> all(L.count());
        for (size_t i = 0; i < all.size(); i++) all[i] = i;
        const chk::Host Fn = chk::to_cheddar(d.get(), ks(*ng[0], l, false), s.log_n);
        parts.push_back({std::string("nttgen ") + ng[0]->pkg.name + " forward and the epilogue agree",
                         chk::compare(epilogue(Fn, all), o, s.n)});
    }
    for (const side::Nttgen *g : ng)  // nttgen's fused form, given Cheddar's constants
        if (g->has_fused()) parts.push_back(nttgen_mod_down(s, l, *g, x, z, dc, o, want, which, err));
    bench::Stats t = bench::time_calls([&] { s.ch.fwd_moddown(dst.p, src1.p, src2.p, dc.p, l); });
    parts.push_back({"timed output", chk::compare(dst.get(), o, s.n)});
    report(s, "cheddar", "fwd-moddown", l, L.count(), "stock", t, verdict(parts),
           "NTTForModDown(dst, np, np, src1, src2, c)");
}

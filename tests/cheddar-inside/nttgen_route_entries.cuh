// The routed NTTHandler entry points (included by nttgen_route.cu after its
// packages, tables and counts). Each decides first whether a package serves
// the call (the empty reason) and otherwise runs Cheddar's stock_<name>.
#pragma once

namespace cheddar {
namespace {

// A device range a call reads or writes.
struct Region {
    void *p;
    size_t bytes;
};

bool overlap(const void *a, size_t an, const void *b, size_t bn) {
    const char *x = static_cast<const char *>(a), *y = static_cast<const char *>(b);
    return an && bn && x < y + bn && y < x + an;
}

// Copies `words` words from src to dst unless they are the same words.
template <typename word>
void put(word *dst, const word *src, size_t words) {
    if (dst != src && words) check(cudaMemcpyAsync(dst, src, words * sizeof(word), cudaMemcpyDeviceToDevice, 0), "copy");
}

// Verify mode: the call stock, then (its inputs restored) routed; the
// results are compared word for word and the stock one is kept.
template <typename word, typename Stock, typename Routed>
void verify(const char *entry, std::vector<Region> inputs, Region out, Stock stock, Routed routed) {
    inputs.push_back(out);
    std::vector<void *> saved(inputs.size());
    for (size_t i = 0; i < inputs.size(); i++) {
        check(cudaMalloc(&saved[i], inputs[i].bytes ? inputs[i].bytes : 1), "verify: scratch");
        put((char *)saved[i], (const char *)inputs[i].p, inputs[i].bytes);
    }
    stock();
    std::vector<word> want(out.bytes / sizeof(word)), got(want.size());
    check(cudaMemcpy(want.data(), out.p, out.bytes, cudaMemcpyDeviceToHost), "verify: stock result");
    for (size_t i = 0; i < inputs.size(); i++) put((char *)inputs[i].p, (const char *)saved[i], inputs[i].bytes);
    routed();
    check(cudaMemcpy(got.data(), out.p, out.bytes, cudaMemcpyDeviceToHost), "verify: routed result");
    check(cudaMemcpy(out.p, want.data(), out.bytes, cudaMemcpyHostToDevice), "verify: keeping the stock result");
    for (void *s : saved) cudaFree(s);
    size_t bad = 0, first = 0;
    for (size_t i = want.size(); i-- > 0;)
        if (want[i] != got[i]) bad++, first = i;
    std::lock_guard<std::mutex> g(report().m);
    Count &c = report().by_entry[entry];
    c.compared++;
    if (!bad) return;
    c.mismatched++;
    if (c.first_mismatch.empty())
        c.first_mismatch = std::to_string(bad) + " words differ, first limb " + std::to_string(first >> Pkg<word>::log_n) +
                           " word " + std::to_string(first & ((1u << Pkg<word>::log_n) - 1)) + ": nttgen " + std::to_string(got[first]) +
                           ", stock " + std::to_string(want[first]);
}

// Runs a routed call in the current mode (counted as routed).
template <typename word, typename Stock, typename Routed>
void run_routed(const char *entry, std::vector<Region> inputs, Region out, Stock stock, Routed routed) {
    // An error some earlier call left pending is not this call's: named
    // apart, so that a failure says whose it is.
    const cudaError_t before = cudaGetLastError();
    if (before != cudaSuccess) {
        std::fprintf(stderr, "cheddar-inside: %s: an earlier CUDA call left an error pending: %s\n", entry, cudaGetErrorString(before));
        std::exit(3);
    }
    count_routed(entry);
    if (mode() == Mode::Verify)
        verify<word>(entry, std::move(inputs), out, stock, routed);
    else
        routed();
    check(cudaGetLastError(), entry);
}

// Why no package serves a call on this set (empty: one does), and the
// set's tables where one does (looked up once a call: the lookup builds
// the call's prime vector and searches the cache by it).
template <typename word>
std::string refusal(const Parameter<word> &param, const NPInfo &np, bool needs_fused, const Tables<word> *&tables) {
    if (mode() == Mode::Stock) return "CHEDDAR_NTT=stock";
    if (needs_fused && !Pkg<word>::fused) return "the u64 package has no key-switching forms";
    tables = &tables_for(param, np);
    return tables->refused;
}

// Where the call's input limbs are: its q limbs at src, its aux limbs at
// src + src_q_words (Cheddar's InputPtrList `extra_`).
template <typename word>
std::vector<Region> src_regions(const word *src, size_t src_q_words, const Towers &t, size_t n) {
    return {Region{(void *)src, t.q * n * sizeof(word)},
            Region{(void *)(src + src_q_words), t.aux * n * sizeof(word)}};
}

// Whether a routed call runs an out-of-place form (u32's `_oop`: reads src,
// writes dst, no copy first): dst apart from src and src's aux limbs right
// after its q limbs (where they are not, the call copies, then transforms).
template <typename word>
bool apart(const word *dst, const word *src, size_t src_q_words, const Towers &t, size_t n) {
    return Pkg<word>::fused && dst != src && src_q_words == t.q * n;
}

// The input must be the output's own words or apart from them.
template <typename word>
std::string aliasing(const word *dst, const word *src, size_t src_q_words, const Towers &t, size_t n) {
    const size_t q = t.q * n, all = (t.q + t.aux) * n;
    if (dst == src && src_q_words == q) return "";
    if (overlap(dst, all * sizeof(word), src, q * sizeof(word)) ||
        overlap(dst, all * sizeof(word), src + src_q_words, t.aux * n * sizeof(word)))
        return "input and output overlap unequally";
    return "";
}

}  // namespace

template <typename word>
void NTTHandler<word>::NTT(DvView<word> &dst, const NPInfo &np, const DvConstView<word> &src,
                           bool montgomery_conversion) const {
    const size_t n = param_.degree_;
    const Towers t = towers_of(np);
    const Tables<word> *tables = nullptr;
    std::string why = refusal(param_, np, false, tables);
    if (why.empty()) why = aliasing(dst.data(), src.data(), src.QSize(), t, n);
    if (!why.empty()) {
        count_stock("NTT", why);
        return stock_NTT(dst, np, src, montgomery_conversion);
    }
    const Tables<word> &tb = *tables;
    // montgomery_conversion: Cheddar's first kernel multiplies each word by
    // R^2 in a Montgomery product (x R): the ntt_mont form, x R then forward.
    const auto fwd = montgomery_conversion ? Pkg<word>::ntt_mont : Pkg<word>::fwd;
    word *d = dst.data();
    const word *s = src.data();
    const size_t sq = src.QSize();
    const bool oop = apart(d, s, sq, t, n);
    if (d != s) count_how("NTT", oop);
    run_routed<word>("NTT", src_regions(s, sq, t, n), Region{d, dst.TotalSize() * sizeof(word)},
                     [&] { stock_NTT(dst, np, src, montgomery_conversion); },
                     [&] {
                         if (oop) {
                             const auto fwd_oop = montgomery_conversion ? Pkg<word>::ntt_mont_oop : Pkg<word>::fwd_oop;
                             check(fwd_oop(tb.d, tb.towers, t.q_first, d, s, t.q + t.aux), "NTT: forward out of place");
                             return;
                         }
                         put(d, s, t.q * n);
                         put(d + t.q * n, s + sq, t.aux * n);
                         check(fwd(tb.d, tb.towers, t.q_first, d, t.q + t.aux), "NTT: forward");
                     });
}

template <typename word>
void NTTHandler<word>::INTT(DvView<word> &dst, const NPInfo &np, const DvConstView<word> &src,
                            bool montgomery_conversion) const {
    const size_t n = param_.degree_;
    const Towers t = towers_of(np);
    const Tables<word> *tables = nullptr;
    std::string why = refusal(param_, np, false, tables);
    if (why.empty()) why = aliasing(dst.data(), src.data(), src.QSize(), t, n);
    if (!why.empty()) {
        count_stock("INTT", why);
        return stock_INTT(dst, np, src, montgomery_conversion);
    }
    const Tables<word> &tb = *tables;
    // montgomery_conversion: Cheddar's last kernel multiplies by N^-1 as a
    // plain word in a Montgomery product (N^-1 R^-1; without it, by N^-1 R
    // R^-1): the intt_mont form, the inverse then times R^-1.
    const auto inv = montgomery_conversion ? Pkg<word>::intt_mont : Pkg<word>::inv;
    word *d = dst.data();
    const word *s = src.data();
    const size_t sq = src.QSize();
    run_routed<word>("INTT", src_regions(s, sq, t, n), Region{d, dst.TotalSize() * sizeof(word)},
                     [&] { stock_INTT(dst, np, src, montgomery_conversion); },
                     [&] {
                         put(d, s, t.q * n);
                         put(d + t.q * n, s + sq, t.aux * n);
                         check(inv(tb.d, tb.towers, t.q_first, d, t.q + t.aux), "INTT: inverse");
                     });
}

// INTTAndMultConst(normalize = true), as ModUp calls it: the package's
// intt_const form (inverse without N^-1, times c R^-1, centred) with
// Cheddar's constants as they are; the aux limbs' constants sit at
// src_const + src_const.QSize().
template <typename word>
void NTTHandler<word>::INTTAndMultConst(DvView<word> &dst, const NPInfo &np, const DvConstView<word> &src,
                                        const DvConstView<word> &src_const, bool normalize) const {
    const size_t n = param_.degree_;
    const Towers t = towers_of(np);
    const Tables<word> *tables = nullptr;
    std::string why = normalize ? refusal(param_, np, true, tables) : "normalize = false (no centring: no package form)";
    if (why.empty()) why = aliasing(dst.data(), src.data(), src.QSize(), t, n);
    if (!why.empty()) {
        count_stock("INTTAndMultConst", why);
        return stock_INTTAndMultConst(dst, np, src, src_const, normalize);
    }
    const Tables<word> &tb = *tables;
    word *d = dst.data();
    const word *s = src.data(), *c = src_const.data();
    const size_t sq = src.QSize(), cq = src_const.QSize();
    const bool oop = apart(d, s, sq, t, n) && cq == t.q;
    if (d != s) count_how("INTTAndMultConst", oop);
    run_routed<word>("INTTAndMultConst", src_regions(s, sq, t, n), Region{d, dst.TotalSize() * sizeof(word)},
                     [&] { stock_INTTAndMultConst(dst, np, src, src_const, true); },
                     [&] {
                         if (oop) {
                             check(Pkg<word>::intt_const_oop(tb.d, tb.towers, t.q_first, d, s, c, t.q + t.aux),
                                   "intt_const_oop");
                             return;
                         }
                         put(d, s, t.q * n);
                         put(d + t.q * n, s + sq, t.aux * n);
                         // One launch where the aux limbs' constants follow the q limbs'.
                         if (cq == t.q) {
                             check(Pkg<word>::intt_const(tb.d, tb.towers, t.q_first, d, c, t.q + t.aux), "intt_const");
                             return;
                         }
                         if (t.q) check(Pkg<word>::intt_const(tb.d, tb.towers, t.q_first, d, c, t.q), "intt_const");
                         if (t.aux)
                             check(Pkg<word>::intt_const(tb.d, tb.towers, t.aux_first, d + t.q * n, c + cq, t.aux),
                                   "intt_const");
                     });
}

// NTTForModUp: the plain forward on every limb but [skip_start, skip_end)
// (left untouched): u32's fwd_skip form in one launch; u64 (no fused forms)
// as up to three `_forward_range` calls.
template <typename word>
void NTTHandler<word>::NTTForModUp(DvView<word> &dst, const NPInfo &np, int skip_start, int skip_end,
                                   const DvConstView<word> &src) const {
    const size_t n = param_.degree_;
    const Towers t = towers_of(np);
    const Tables<word> *tables = nullptr;
    std::string why = refusal(param_, np, false, tables);
    if (why.empty() && !(skip_start >= 0 && skip_start <= skip_end && skip_end <= (int)t.q))
        why = "skip range outside the q limbs (Cheddar's check reports it)";
    if (why.empty()) why = aliasing(dst.data(), src.data(), src.QSize(), t, n);
    if (!why.empty()) {
        count_stock("NTTForModUp", why);
        return stock_NTTForModUp(dst, np, skip_start, skip_end, src);
    }
    const Tables<word> &tb = *tables;
    word *d = dst.data();
    const word *s = src.data();
    const size_t sq = src.QSize(), a = skip_start, b = skip_end;
    run_routed<word>("NTTForModUp", src_regions(s, sq, t, n), Region{d, dst.TotalSize() * sizeof(word)},
                     [&] { stock_NTTForModUp(dst, np, skip_start, skip_end, src); },
                     [&] {
                         put(d, s, a * n);
                         put(d + b * n, s + b * n, (t.q - b) * n);
                         put(d + t.q * n, s + sq, t.aux * n);
                         // u32: one launch of the fwd_skip form, the skipped limbs left as they are.
                         if (Pkg<word>::fused) {
                             if (t.q + t.aux > b - a)
                                 check(Pkg<word>::fwd_skip(tb.d, tb.towers, t.q_first, d, a, b - a, t.q + t.aux),
                                       "NTTForModUp: fwd_skip");
                             return;
                         }
                         if (a) check(Pkg<word>::fwd(tb.d, tb.towers, t.q_first, d, a), "NTTForModUp: forward");
                         if (t.q > b)
                             check(Pkg<word>::fwd(tb.d, tb.towers, t.q_first + b, d + b * n, t.q - b), "NTTForModUp");
                         if (t.aux) check(Pkg<word>::fwd(tb.d, tb.towers, t.aux_first, d + t.q * n, t.aux), "NTTForModUp");
                     });
}

// NTTForModDown where src2 covers every limb and has no padding: the
// package's mod_down form, (src2 - NTT(src1)) c R^-1, c = inv_p_prod per limb.
template <typename word>
void NTTHandler<word>::NTTForModDown(DvView<word> &dst, const NPInfo &np_src1, const NPInfo &np_src2,
                                     const DvConstView<word> &src1, const DvConstView<word> &src2,
                                     const DvConstView<word> &inv_p_prod,
                                     const DvConstView<word> &src2_padding) const {
    const size_t n = param_.degree_;
    const Towers t = towers_of(np_src1);
    const Tables<word> *tables = nullptr;
    std::string why = refusal(param_, np_src1, true, tables);
    if (why.empty() && src2_padding.data() != nullptr) why = "src2 padding (no package form)";
    if (why.empty() && (np_src1.num_aux_ != 0 || np_src1.num_ter_ != np_src2.num_ter_ || np_src2.GetNumQ() != (int)t.q))
        why = "src2 does not cover every limb (no package form)";
    if (why.empty() && (overlap(dst.data(), t.q * n * sizeof(word), src2.data(), t.q * n * sizeof(word)) ||
                        (dst.data() != src1.data() &&
                         overlap(dst.data(), t.q * n * sizeof(word), src1.data(), t.q * n * sizeof(word)))))
        why = "input and output overlap unequally";
    if (!why.empty()) {
        count_stock("NTTForModDown", why);
        return stock_NTTForModDown(dst, np_src1, np_src2, src1, src2, inv_p_prod, src2_padding);
    }
    const Tables<word> &tb = *tables;
    word *d = dst.data();
    const size_t words = t.q * n;
    run_routed<word>("NTTForModDown",
                     {Region{(void *)src1.data(), words * sizeof(word)}, Region{(void *)src2.data(), words * sizeof(word)}},
                     Region{d, dst.TotalSize() * sizeof(word)},
                     [&] { stock_NTTForModDown(dst, np_src1, np_src2, src1, src2, inv_p_prod, src2_padding); },
                     [&] {
                         put(d, src1.data(), words);
                         // mod_down reads y and leaves it as it was (its epilogue's sub-from-y).
                         check(Pkg<word>::mod_down(tb.d, tb.towers, t.q_first, d, const_cast<word *>(src2.data()),
                                                   inv_p_prod.data(), t.q),
                               "mod_down");
                     });
}

// INTTForModDown: the INTT of src's limbs outside np_non_intt, times
// constants and centred, into dst. Where those limbs are its main limbs
// above np_non_intt's and its aux limbs (Cheddar's first case), they are
// the last towers of src's limb set: u32's intt_const_oop form over them,
// src read in place, one launch. INTTs over terminal limbs stay stock.
template <typename word>
void NTTHandler<word>::INTTForModDown(DvView<word> &dst, const NPInfo &np_src, const NPInfo &np_non_intt,
                                      const DvConstView<word> &src, const DvConstView<word> &src_const) const {
    const size_t n = param_.degree_;
    const Tables<word> *tables = nullptr;
    std::string why = refusal(param_, np_src, true, tables);
    const unsigned first = np_src.num_ter_ + np_non_intt.num_main_;
    const unsigned count = np_src.GetNumTotal() - np_non_intt.GetNumTotal();
    if (why.empty() && np_src.num_ter_ != np_non_intt.num_ter_) why = "an INTT over terminal limbs (no package form)";
    if (why.empty() && (src.TotalSize() != np_src.GetNumTotal() * n || src.QSize() != np_src.GetNumQ() * n ||
                        dst.TotalSize() != count * n || src_const.TotalSize() != count || first + count != tables->towers))
        why = "limbs the package form does not serve in one launch";
    const word *y = src.data() + first * n;
    if (why.empty() && overlap(dst.data(), count * n * sizeof(word), y, count * n * sizeof(word)))
        why = "input and output overlap";
    if (!why.empty()) {
        count_stock("INTTForModDown", why);
        return stock_INTTForModDown(dst, np_src, np_non_intt, src, src_const);
    }
    const Tables<word> &tb = *tables;
    word *d = dst.data();
    count_how("INTTForModDown", true);
    run_routed<word>("INTTForModDown", {Region{(void *)y, count * n * sizeof(word)}}, Region{d, count * n * sizeof(word)},
                     [&] { stock_INTTForModDown(dst, np_src, np_non_intt, src, src_const); },
                     [&] {
                         check(Pkg<word>::intt_const_oop(tb.d, tb.towers, first, d, y, src_const.data(), count),
                               "INTTForModDown: intt_const_oop");
                     });
}

#define CHEDDAR_INSIDE_INSTANTIATE(W)                                                                              \
    template void NTTHandler<W>::NTT(DvView<W> &, const NPInfo &, const DvConstView<W> &, bool) const;             \
    template void NTTHandler<W>::INTT(DvView<W> &, const NPInfo &, const DvConstView<W> &, bool) const;            \
    template void NTTHandler<W>::INTTAndMultConst(DvView<W> &, const NPInfo &, const DvConstView<W> &,             \
                                                  const DvConstView<W> &, bool) const;                             \
    template void NTTHandler<W>::NTTForModUp(DvView<W> &, const NPInfo &, int, int, const DvConstView<W> &) const; \
    template void NTTHandler<W>::NTTForModDown(DvView<W> &, const NPInfo &, const NPInfo &, const DvConstView<W> &, \
                                               const DvConstView<W> &, const DvConstView<W> &,                     \
                                               const DvConstView<W> &) const;                                      \
    template void NTTHandler<W>::INTTForModDown(DvView<W> &, const NPInfo &, const NPInfo &,                       \
                                                const DvConstView<W> &, const DvConstView<W> &) const;
CHEDDAR_INSIDE_INSTANTIATE(uint32_t)
CHEDDAR_INSIDE_INSTANTIATE(uint64_t)
#undef CHEDDAR_INSIDE_INSTANTIATE

}  // namespace cheddar

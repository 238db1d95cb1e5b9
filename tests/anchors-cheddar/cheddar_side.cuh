// Cheddar's side: its Parameter and NTTHandler for one parameter file, and
// its NTT entry points on device buffers through its public API
// (include/core/NTT.h) only.
//
// What each call computes (read from src/core/NTT.cu and checked by the
// driver against its CPU reference on every run):
//   fwd              NTT(dst, np, src, false): the plain negacyclic NTT, its
//                    root g^((q-1)/2N) (g the smallest generator), output in
//                    bit-reversed order, values in [0, q)
//   inv              INTT(dst, np, src, false): the plain inverse (times N^-1)
//   intt-mult-const  INTTAndMultConst(dst, np, src, c, true), as ModUp calls
//                    it: the inverse without N^-1, times c 2^-w (a Montgomery
//                    product), centred in [-(q-1)/2, (q-1)/2]
//   fwd-modup        NTTForModUp(dst, np + aux, s, e, src): fwd over the level's
//                    and the auxiliary limbs but [s, e) (left as they were)
//   fwd-moddown      NTTForModDown(dst, np, np, src1, src2, c): (src2 -
//                    NTT(src1)) c 2^-w, in [0, q)
// w is the word's bits.
#pragma once

#include "core/NTT.h"
#include "core/Parameter.h"

#include "params.h"

#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace side {

template <typename word>
struct Cheddar {
    std::unique_ptr<cheddar::Parameter<word>> param;
    std::unique_ptr<cheddar::NTTHandler<word>> ntt;
    int degree = 0;

    explicit Cheddar(const params::File &f) {
        auto narrow = [](const std::vector<uint64_t> &v) { return std::vector<word>(v.begin(), v.end()); };
        param = std::make_unique<cheddar::Parameter<word>>(
            f.log_degree, (double)(UINT64_C(1) << f.log_default_scale), f.default_encryption_level, f.level_config,
            narrow(f.main), narrow(f.aux), narrow(f.ter), f.additional_base);
        ntt = std::make_unique<cheddar::NTTHandler<word>>(*param);
        degree = param->degree_;
        // The driver's table order must be Cheddar's own.
        auto mine = params::table_primes(f);
        auto theirs = param->GetPrimeVector(param->LevelToNP(param->max_level_, param->alpha_));
        if (std::vector<uint64_t>(theirs.begin(), theirs.end()) != mine)
            throw std::runtime_error("Cheddar's prime order differs from the driver's (params::table_primes)");
    }

    cheddar::NPInfo np(const params::Level &l, bool with_aux) const {
        return param->LevelToNP(l.index, with_aux ? param->alpha_ : 0);
    }

    void fwd(word *dst, const word *src, const params::Level &l) const {
        auto n = np(l, false);
        cheddar::DvView<word> d(dst, n.GetNumTotal() * degree);
        ntt->NTT(d, n, cheddar::DvConstView<word>(src, n.GetNumTotal() * degree), false);
    }

    void inv(word *dst, const word *src, const params::Level &l) const {
        auto n = np(l, false);
        cheddar::DvView<word> d(dst, n.GetNumTotal() * degree);
        ntt->INTT(d, n, cheddar::DvConstView<word>(src, n.GetNumTotal() * degree), false);
    }

    // c: one constant per limb of the level (device).
    void intt_mult_const(word *dst, const word *src, const word *c, const params::Level &l) const {
        auto n = np(l, false);
        cheddar::DvView<word> d(dst, n.GetNumTotal() * degree);
        ntt->INTTAndMultConst(d, n, cheddar::DvConstView<word>(src, n.GetNumTotal() * degree),
                              cheddar::DvConstView<word>(c, n.GetNumTotal()), true);
    }

    // Limbs: the level's q, then its aux; [skip_start, skip_end) of the q left as they were.
    void fwd_modup(word *dst, const word *src, int skip_start, int skip_end, const params::Level &l) const {
        auto n = np(l, true);
        const int total = n.GetNumTotal() * degree, aux = n.num_aux_ * degree;
        cheddar::DvView<word> d(dst, total, aux);
        ntt->NTTForModUp(d, n, skip_start, skip_end, cheddar::DvConstView<word>(src, total, aux));
    }

    void fwd_moddown(word *dst, const word *src1, const word *src2, const word *c, const params::Level &l) const {
        auto n = np(l, false);
        const int total = n.GetNumTotal() * degree;
        cheddar::DvView<word> d(dst, total);
        ntt->NTTForModDown(d, n, n, cheddar::DvConstView<word>(src1, total), cheddar::DvConstView<word>(src2, total),
                           cheddar::DvConstView<word>(c, n.GetNumTotal()));
    }
};

}  // namespace side

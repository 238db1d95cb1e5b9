// The full-transform rows: each build of the forward transform over the
// 2^25 words, kernel A, kernel B and both back to back, every output word
// compared with the CPU reference.
#include "bench.h"
#include "transform.cuh"

namespace bench {

namespace {

template <int KIND, int WM, int FORM, bool EXACT>
void launch(const xf::Params &p) {
    auto k = xf::transform_kernel<KIND, WM, FORM, EXACT>;
    const size_t smem = xf::Smem<KIND, WM, FORM>::bytes();
    static bool set = false;
    if (!set) {
        CK(cudaFuncSetAttribute(k, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)smem));
        set = true;
    }
    k<<<NPOLY * (256 / xf::SETS), xf::THREADS, smem>>>(p);
}

struct Variant {
    std::string name;
    void (*a)(const xf::Params &);
    void (*b)(const xf::Params &);
};

template <int WM, int FORM, bool EXACT>
Variant variant(const std::string &name) {
    return {name, launch<0, WM, FORM, EXACT>, launch<1, WM, FORM, EXACT>};
}

xf::Params params(const PrimeSet &s, const u32 *in, u32 *out) {
    xf::Params p;
    p.in = in;
    p.out = out;
    p.mods = s.mods.p;
    p.frags = reinterpret_cast<const uint4 *>(s.frags.p);
    p.psi = reinterpret_cast<const uint2 *>(s.psi.p);
    p.tw_a = s.tw_a.p;
    p.tw_bx = s.tw_bx.p;
    p.tw_by = s.tw_by.p;
    p.tw_f = s.tw_f.p;
    p.nprimes = NPRIMES;
    return p;
}

std::string compare(const std::vector<u32> &got, const std::vector<u32> &ref) {
    size_t bad = 0, first = 0;
    for (size_t i = 0; i < ref.size(); i++)
        if (got[i] != ref[i]) {
            if (!bad) first = i;
            bad++;
        }
    if (!bad) return "ok (2^25 words bit-exact vs CPU NTT)";
    char s[160];
    snprintf(s, sizeof s, "FAIL: %zu words differ, first at poly %zu word %zu (%u vs %u)", bad, first / host::N,
             first % host::N, got[first], ref[first]);
    return s;
}

void measure(Ctx &c, PrimeSet &s, const Variant &v) {
    const xf::Params pa = params(s, s.d_in.p, c.buf.p), pb = params(s, c.buf.p, c.buf2.p);
    CK(cudaMemset(c.buf2.p, 0xff, WORDS * 4));  // poison: a skipped word cannot pass
    v.a(pa);
    v.b(pb);
    CK(cudaDeviceSynchronize());
    CK(cudaGetLastError());
    const std::string check = compare(c.buf2.down(), s.ref);
    const double ta = time_us([&] { v.a(pa); }), tb = time_us([&] { v.b(pb); });
    const double t = time_us([&] {
        v.a(pa);
        v.b(pb);
    });
    const std::string sec = "xform " + std::to_string(s.bits) + "b";
    row(sec, v.name, t,
        fmt("A %.1f + B %.1f us; %.2fx copy floor x2", ta, tb, t / (2 * c.copy_floor_us)), check);
}

}  // namespace

void run_transforms(Ctx &c, PrimeSet &s, bool exact_cuda) {
    using xf::DIAG;
    using xf::FOLDED;
    std::vector<Variant> vs;
    if (exact_cuda) {
        vs.push_back(variant<0, DIAG, true>("CUDA cores, radix-16 exact butterflies"));
        vs.push_back(variant<4, FOLDED, true>("warp-specialised 4 tensor + 4 CUDA (exact), folded"));
    } else {
        vs.push_back(variant<0, DIAG, false>("CUDA cores, radix-16 lazy Montgomery butterflies"));
        vs.push_back(variant<4, DIAG, false>("warp-specialised 4 tensor + 4 CUDA warps, diag"));
        vs.push_back(variant<4, FOLDED, false>("warp-specialised 4 tensor + 4 CUDA warps, folded"));
        vs.push_back(variant<2, FOLDED, false>("warp-specialised 2 tensor + 6 CUDA warps, folded"));
    }
    vs.push_back(variant<8, DIAG, false>("tensor cores (mma.sync), diag: 3 twiddle products/word"));
    vs.push_back(variant<8, FOLDED, false>("tensor cores (mma.sync), folded: 1 twiddle product/word"));
    for (auto &v : vs) measure(c, s, v);
}

}  // namespace bench

// nttgen inside Phantom, checked and timed in one process (built against the
// patched Phantom by run.sh):
//
//   inside check   every routed entry point against Phantom's own
//                  (phantom_stock_*) on the same random limbs, bit for bit,
//                  n = 2^12 .. 2^17, primes of 61, 60, 50, 36 and 30 bits, with
//                  `start`, special-modulus, excluded-range, temp-modulus
//                  and scale arguments; plus every limb the call must not
//                  touch left as it was.
//   inside time    (time-ntt: the NTT calls alone) Phantom's NTT calls (forward_inplace, backward_inplace on
//                  a polynomial of L limbs, L as Phantom's BFV defaults) and
//                  Phantom's operations (BFV multiply + relinearise and
//                  rotation, CKKS multiply + relinearise + rescale and
//                  rotation) with routing off (Phantom's kernels), on with
//                  the packages' own launch choice (one cooperative launch
//                  where the grid fits) and on with their several-launch
//                  form, in the same process on the same context, keys and
//                  ciphertexts; each BFV product is decrypted and checked
//                  slot by slot against a * b mod t with routing on.
//
// Output: CHECK,<entry>,<log n>,<bits>,ok|FAIL ... and
// TIME,<what>,<log n>,<limbs>,<phantom us>,<nttgen us>,<speed-up>,
//      <nttgen several launches us>,<speed-up>,<note>.
// Exit status: 0 all checks passed; 1 a check failed; 2 an error.
#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "phantom.h"
#include "nttgen_route.h"

using namespace phantom;
using namespace phantom::arith;
using namespace phantom::util;

namespace {

int failures = 0;

#define CUDA(call)                                                                                      \
    do {                                                                                                \
        cudaError_t e_ = (call);                                                                        \
        if (e_ != cudaSuccess) throw std::runtime_error(std::string(#call) + ": " + cudaGetErrorString(e_)); \
    } while (0)

// A DNTTTable filled as PhantomContext fills its own (init, then set per prime).
struct Tables {
    std::vector<Modulus> primes;
    DNTTTable table;
    cuda_auto_ptr<uint64_t> scale, scale_shoup;
    Tables(size_t log_n, const std::vector<Modulus> &chosen, cudaStream_t s) : primes(chosen) {
        const size_t n = (size_t) 1 << log_n;
        table.init(n, primes.size(), s);
        std::vector<uint64_t> sc(primes.size()), sh(primes.size());
        for (size_t i = 0; i < primes.size(); i++) {
            NTT host(log_n, primes[i]);
            DModulus m(primes[i].value(), primes[i].const_ratio()[0], primes[i].const_ratio()[1]);
            table.set(&m, host.get_from_root_powers().data(), host.get_from_root_powers_shoup().data(),
                      host.get_from_inv_root_powers().data(), host.get_from_inv_root_powers_shoup().data(),
                      host.inv_degree_modulo(), host.inv_degree_modulo_shoup(), i, s);
            sc[i] = (i * 0x9e3779b97f4a7c15ull + 12345) % primes[i].value();
            sh[i] = (uint64_t) (((unsigned __int128) sc[i] << 64) / primes[i].value());
        }
        scale = make_cuda_auto_ptr<uint64_t>(primes.size(), s);
        scale_shoup = make_cuda_auto_ptr<uint64_t>(primes.size(), s);
        CUDA(cudaMemcpyAsync(scale.get(), sc.data(), sc.size() * 8, cudaMemcpyHostToDevice, s));
        CUDA(cudaMemcpyAsync(scale_shoup.get(), sh.data(), sh.size() * 8, cudaMemcpyHostToDevice, s));
        CUDA(cudaStreamSynchronize(s));
    }
    uint64_t min_prime() const {
        uint64_t m = ~0ull;
        for (auto &p: primes) m = std::min(m, p.value());
        return m;
    }
};

typedef std::function<void(uint64_t *out, const uint64_t *in, const DNTTTable &, const Tables &, bool stock,
                           cudaStream_t)> Call;

struct Entry {
    const char *name;
    Call call;
};

// Every routed entry point with arguments that exercise its limb map (L = 6).
std::vector<Entry> entries() {
    const size_t L = 6;
    return {
        {"forward_inplace", [=](uint64_t *x, const uint64_t *, const DNTTTable &t, const Tables &, bool stock, cudaStream_t s) {
             (stock ? phantom_stock_nwt_2d_radix8_forward_inplace : nwt_2d_radix8_forward_inplace)(x, t, L - 1, 1, s);
         }},
        {"forward_inplace_include_temp_mod", [=](uint64_t *x, const uint64_t *, const DNTTTable &t, const Tables &, bool stock, cudaStream_t s) {
             (stock ? phantom_stock_nwt_2d_radix8_forward_inplace_include_temp_mod
                    : nwt_2d_radix8_forward_inplace_include_temp_mod)(x, t, L - 2, 0, L, s);
         }},
        {"forward_inplace_include_special_mod", [=](uint64_t *x, const uint64_t *, const DNTTTable &t, const Tables &, bool stock, cudaStream_t s) {
             (stock ? phantom_stock_nwt_2d_radix8_forward_inplace_include_special_mod
                    : nwt_2d_radix8_forward_inplace_include_special_mod)(x, t, L - 1, 0, L, 2, s);
         }},
        {"forward_inplace_include_special_mod_exclude_range", [=](uint64_t *x, const uint64_t *, const DNTTTable &t, const Tables &, bool stock, cudaStream_t s) {
             (stock ? phantom_stock_nwt_2d_radix8_forward_inplace_include_special_mod_exclude_range
                    : nwt_2d_radix8_forward_inplace_include_special_mod_exclude_range)(x, t, L, 0, L, 1, 1, 3, s);
         }},
        {"backward_inplace", [=](uint64_t *x, const uint64_t *, const DNTTTable &t, const Tables &, bool stock, cudaStream_t s) {
             (stock ? phantom_stock_nwt_2d_radix8_backward_inplace : nwt_2d_radix8_backward_inplace)(x, t, L, 0, s);
         }},
        {"backward", [=](uint64_t *out, const uint64_t *in, const DNTTTable &t, const Tables &, bool stock, cudaStream_t s) {
             (stock ? phantom_stock_nwt_2d_radix8_backward : nwt_2d_radix8_backward)(out, in, t, L - 2, 2, s);
         }},
        {"backward_scale", [=](uint64_t *out, const uint64_t *in, const DNTTTable &t, const Tables &tb, bool stock, cudaStream_t s) {
             (stock ? phantom_stock_nwt_2d_radix8_backward_scale : nwt_2d_radix8_backward_scale)(
                     out, in, t, L, 0, tb.scale.get(), tb.scale_shoup.get(), s);
         }},
        {"backward_inplace_scale", [=](uint64_t *x, const uint64_t *, const DNTTTable &t, const Tables &tb, bool stock, cudaStream_t s) {
             (stock ? phantom_stock_nwt_2d_radix8_backward_inplace_scale : nwt_2d_radix8_backward_inplace_scale)(
                     x, t, L - 1, 1, tb.scale.get(), tb.scale_shoup.get(), s);
         }},
        // Phantom's one call's shape (BEHZ multiply: start 0, total = limbs).
        {"backward_inplace_include_temp_mod_scale", [=](uint64_t *x, const uint64_t *, const DNTTTable &t, const Tables &tb, bool stock, cudaStream_t s) {
             (stock ? phantom_stock_nwt_2d_radix8_backward_inplace_include_temp_mod_scale
                    : nwt_2d_radix8_backward_inplace_include_temp_mod_scale)(x, t, L, 0, L, tb.scale.get(),
                                                                             tb.scale_shoup.get(), s);
         }},
        // A limb on the temporary modulus: the router must leave it to Phantom
        // (its kernel mixes two moduli there; nttgen_route.cu says how).
        {"backward_inplace_include_temp_mod_scale_on_temp", [=](uint64_t *x, const uint64_t *, const DNTTTable &t, const Tables &tb, bool stock, cudaStream_t s) {
             (stock ? phantom_stock_nwt_2d_radix8_backward_inplace_include_temp_mod_scale
                    : nwt_2d_radix8_backward_inplace_include_temp_mod_scale)(x, t, L - 2, 0, L, tb.scale.get(),
                                                                             tb.scale_shoup.get(), s);
         }},
        {"backward_inplace_include_special_mod", [=](uint64_t *x, const uint64_t *, const DNTTTable &t, const Tables &, bool stock, cudaStream_t s) {
             (stock ? phantom_stock_nwt_2d_radix8_backward_inplace_include_special_mod
                    : nwt_2d_radix8_backward_inplace_include_special_mod)(x, t, L - 1, 0, L, 2, s);
         }},
    };
}

// Each entry on the same random limbs (below the set's smallest prime, so
// valid whichever modulus a limb meets), Phantom's and nttgen's, compared
// over the whole buffer (limbs a call must not touch included).
void check(size_t log_n, int bits, cudaStream_t s) {
    const size_t n = (size_t) 1 << log_n, L = 6;
    // get_primes as Phantom's own bases take theirs (61 bits: its internal bound).
    Tables tb(log_n, get_primes(2 * n, bits, L), s);
    std::mt19937_64 rng(log_n * 1000 + bits);
    for (auto &e: entries()) {
        std::vector<uint64_t> in(L * n), a(L * n), b(L * n);
        for (auto &v: in) v = rng() % tb.min_prime();
        auto d_in = make_cuda_auto_ptr<uint64_t>(L * n, s), d_a = make_cuda_auto_ptr<uint64_t>(L * n, s),
             d_b = make_cuda_auto_ptr<uint64_t>(L * n, s);
        CUDA(cudaMemcpyAsync(d_in.get(), in.data(), L * n * 8, cudaMemcpyHostToDevice, s));
        // Out-of-place forms write into a buffer of its own pattern.
        CUDA(cudaMemsetAsync(d_a.get(), 0x5a, L * n * 8, s));
        CUDA(cudaMemsetAsync(d_b.get(), 0x5a, L * n * 8, s));
        const bool out_of_place = std::string(e.name) == "backward" || std::string(e.name) == "backward_scale";
        if (!out_of_place) {
            CUDA(cudaMemcpyAsync(d_a.get(), d_in.get(), L * n * 8, cudaMemcpyDeviceToDevice, s));
            CUDA(cudaMemcpyAsync(d_b.get(), d_in.get(), L * n * 8, cudaMemcpyDeviceToDevice, s));
        }
        nttgen_route_enable(true);
        e.call(d_a.get(), d_in.get(), tb.table, tb, true, s);
        e.call(d_b.get(), d_in.get(), tb.table, tb, false, s);
        CUDA(cudaMemcpyAsync(a.data(), d_a.get(), L * n * 8, cudaMemcpyDeviceToHost, s));
        CUDA(cudaMemcpyAsync(b.data(), d_b.get(), L * n * 8, cudaMemcpyDeviceToHost, s));
        CUDA(cudaStreamSynchronize(s));
        size_t bad = 0, first = 0;
        for (size_t i = 0; i < L * n; i++)
            if (a[i] != b[i] && bad++ == 0) first = i;
        const bool moved = a != in;  // the call did something
        std::printf("CHECK,%s,%zu,%d,%s", e.name, log_n, bits, bad == 0 && moved ? "ok" : "FAIL");
        if (bad) std::printf(",%zu words differ; first at limb %zu word %zu: phantom %llu nttgen %llu", bad, first / n,
                             first % n, (unsigned long long) a[first], (unsigned long long) b[first]);
        if (!moved) std::printf(",the call changed nothing");
        std::printf("\n");
        failures += !(bad == 0 && moved);
    }
}

// Median over `groups` of the mean of `reps` calls, us (events on s).
double time_us(const std::function<void()> &f, cudaStream_t s, int reps = 20, int groups = 7) {
    cudaEvent_t a, b;
    CUDA(cudaEventCreate(&a));
    CUDA(cudaEventCreate(&b));
    for (int i = 0; i < 3; i++) f();
    std::vector<double> t;
    for (int g = 0; g < groups; g++) {
        CUDA(cudaEventRecord(a, s));
        for (int i = 0; i < reps; i++) f();
        CUDA(cudaEventRecord(b, s));
        CUDA(cudaEventSynchronize(b));
        float ms = 0;
        CUDA(cudaEventElapsedTime(&ms, a, b));
        t.push_back(ms * 1000.0 / reps);
    }
    cudaEventDestroy(a);
    cudaEventDestroy(b);
    std::sort(t.begin(), t.end());
    return t[t.size() / 2];
}

// One TIME line: `f` with routing off, then on, same process and data.
void compare(const char *what, size_t log_n, size_t limbs, const std::function<void()> &f, cudaStream_t s,
             const std::string &note = "") {
    nttgen_route_enable(false);
    const double stock = time_us(f, s);
    nttgen_route_enable(true);
    nttgen_route_several_launches(true);
    const double several = time_us(f, s);
    nttgen_route_several_launches(false);
    const double ours = time_us(f, s);
    std::printf("TIME,%s,%zu,%zu,%.2f,%.2f,%.2f,%.2f,%.2f,%s\n", what, log_n, limbs, stock, ours, stock / ours, several,
                stock / several, note.c_str());
    std::fflush(stdout);
}

std::vector<Modulus> bfv_moduli(size_t n) {
    try {
        return CoeffModulus::BFVDefault(n);
    } catch (const std::exception &) {
        // No default past 2^15: 2 x the 2^15 default's towers of 55 bits.
        return CoeffModulus::Create(n, std::vector<int>(32, 55));
    }
}

void time_ntt(size_t log_n, cudaStream_t s) {
    const size_t n = (size_t) 1 << log_n;
    Tables tb(log_n, bfv_moduli(n), s);
    const size_t L = tb.primes.size();
    auto d = make_cuda_auto_ptr<uint64_t>(L * n, s);
    std::vector<uint64_t> h(L * n);
    std::mt19937_64 rng(log_n);
    for (auto &v: h) v = rng() % tb.min_prime();
    CUDA(cudaMemcpyAsync(d.get(), h.data(), L * n * 8, cudaMemcpyHostToDevice, s));
    // Forward then inverse keeps the data a valid input for both.
    compare("ntt backward_inplace", log_n, L, [&] { nwt_2d_radix8_backward_inplace(d.get(), tb.table, L, 0, s); }, s);
    compare("ntt forward_inplace", log_n, L, [&] { nwt_2d_radix8_forward_inplace(d.get(), tb.table, L, 0, s); }, s);
    compare("ntt backward_inplace (again)", log_n, L, [&] { nwt_2d_radix8_backward_inplace(d.get(), tb.table, L, 0, s); }, s);
}

void time_bfv(size_t log_n, cudaStream_t) {
    const size_t n = (size_t) 1 << log_n;
    EncryptionParameters parms(scheme_type::bfv);
    parms.set_poly_modulus_degree(n);
    parms.set_coeff_modulus(bfv_moduli(n));
    parms.set_plain_modulus(PlainModulus::Batching(n, 20));
    PhantomContext context(parms);
    PhantomSecretKey sk(context);
    PhantomPublicKey pk = sk.gen_publickey(context);
    PhantomRelinKey rlk = sk.gen_relinkey(context);
    PhantomGaloisKey gk = sk.create_galois_keys(context);
    PhantomBatchEncoder encoder(context);
    const uint64_t t = parms.plain_modulus().value();
    std::vector<uint64_t> va(encoder.slot_count()), vb(encoder.slot_count());
    std::mt19937_64 rng(log_n);
    for (size_t i = 0; i < va.size(); i++) va[i] = rng() % t, vb[i] = rng() % t;
    PhantomPlaintext pa, pb;
    encoder.encode(context, va, pa);
    encoder.encode(context, vb, pb);
    PhantomCiphertext ca, cb;
    pk.encrypt_asymmetric(context, pa, ca);
    pk.encrypt_asymmetric(context, pb, cb);
    // With routing on: one product decrypted, every slot = a * b mod t.
    nttgen_route_enable(true);
    PhantomCiphertext x = ca;
    multiply_and_relin_inplace(context, x, cb, rlk);
    PhantomPlaintext px;
    sk.decrypt(context, x, px);
    std::vector<uint64_t> got;
    encoder.decode(context, px, got);
    bool ok = got.size() == va.size();
    for (size_t i = 0; ok && i < va.size(); i++) ok = got[i] == (uint64_t) ((unsigned __int128) va[i] * vb[i] % t);
    std::printf("CHECK,bfv multiply_and_relin decrypts to a*b mod t (nttgen),%zu,%d,%s\n", log_n,
                (int) context.get_context_data(0).total_coeff_modulus_bit_count(), ok ? "ok" : "FAIL");
    failures += !ok;
    const cudaStream_t s = cudaStreamPerThread;
    const size_t L = parms.coeff_modulus().size();
    // In place on one ciphertext: the same work every time (the noise grows; untimed correctness is above).
    compare("bfv multiply_and_relin_inplace", log_n, L, [&] { multiply_and_relin_inplace(context, x, cb, rlk); }, s);
    compare("bfv rotate_inplace (1 step)", log_n, L, [&] { rotate_inplace(context, x, 1, gk); }, s);
}

void time_ckks(size_t log_n, cudaStream_t) {
    const size_t n = (size_t) 1 << log_n;
    // 60-bit ends, 40-bit middle primes: as Phantom's CKKS examples.
    std::vector<int> bits{60};
    const size_t middle = log_n <= 14 ? 6 : log_n == 15 ? 14 : 28;
    for (size_t i = 0; i < middle; i++) bits.push_back(40);
    bits.push_back(60);
    EncryptionParameters parms(scheme_type::ckks);
    parms.set_poly_modulus_degree(n);
    parms.set_coeff_modulus(CoeffModulus::Create(n, bits));
    PhantomContext context(parms);
    PhantomSecretKey sk(context);
    PhantomPublicKey pk = sk.gen_publickey(context);
    PhantomRelinKey rlk = sk.gen_relinkey(context);
    PhantomGaloisKey gk = sk.create_galois_keys(context);
    PhantomCKKSEncoder encoder(context);
    std::vector<cuDoubleComplex> msg(encoder.slot_count(), make_cuDoubleComplex(0.5, 0.25));
    PhantomPlaintext p;
    encoder.encode(context, msg, std::pow(2.0, 40), p);
    PhantomCiphertext c;
    pk.encrypt_asymmetric(context, p, c);
    const cudaStream_t s = cudaStreamPerThread;
    PhantomCiphertext x;
    compare("ckks multiply_and_relin + rescale", log_n, bits.size(), [&] {
        x = c;
        multiply_and_relin_inplace(context, x, c, rlk);
        rescale_to_next_inplace(context, x);
    }, s, "includes a ciphertext copy");
    x = c;
    compare("ckks rotate_inplace (1 step)", log_n, bits.size(), [&] { rotate_inplace(context, x, 1, gk); }, s);
}

}  // namespace

int main(int argc, char **argv) {
    const std::string mode = argc > 1 ? argv[1] : "check";
    try {
        cuda_stream_wrapper wrapper;
        const cudaStream_t s = wrapper.get_stream();
        if (mode == "check" || mode == "all") {
            for (size_t log_n = 12; log_n <= 17; log_n++)
                for (int bits: {61, 60, 50, 36, 30}) check(log_n, bits, s);
        }
        if (mode == "time" || mode == "time-ntt" || mode == "all") {
            for (size_t log_n = 12; log_n <= 16; log_n++) time_ntt(log_n, s);
        }
        if (mode == "time" || mode == "all") {
            for (size_t log_n = 12; log_n <= 15; log_n++) time_bfv(log_n, s);
            for (size_t log_n = 14; log_n <= 16; log_n++) time_ckks(log_n, s);
        }
    } catch (const std::exception &e) {
        std::printf("ERROR,%s\n", e.what());
        return 2;
    }
    return failures == 0 ? 0 : 1;
}

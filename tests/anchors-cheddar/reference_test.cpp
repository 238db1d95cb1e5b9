// Host-only checks of the driver's checker (modmath.h, reference.h,
// checks.h), no GPU: build.sh compiles and runs it.
//
//   reference_test [PARAMS_DIR]
//
// 1. The textbook NTT equals Horner's evaluation at every point, for small N.
// 2. Each root rule gives a primitive 2N-th root, and the rule it names
//    (against brute force on small primes).
// 3. A side whose root is psi^k, put in Cheddar's order by to_cheddar, is the
//    reference at psi; from_cheddar undoes to_cheddar.
// 4. With PARAMS_DIR: every prime of Cheddar's parameter files is NTT-friendly
//    for N = 2^16 and its generator root has order exactly 2N.
// Prints one line per check and "N passed, M failed"; exit status 1 on a failure.
#include "checks.h"
#include "modmath.h"
#include "params.h"
#include "reference.h"

#include <cstdio>
#include <random>
#include <string>

namespace {

int passed = 0, failed = 0;

void expect(bool ok, const std::string &what) {
    (ok ? passed : failed)++;
    std::printf("%s %s\n", ok ? "ok  " : "FAIL", what.c_str());
}

// The smallest prime q = 1 mod 2n above `from`.
uint64_t ntt_prime(uint64_t n, uint64_t from) {
    for (uint64_t q = (from / (2 * n) + 1) * (2 * n) + 1;; q += 2 * n)
        if (mm::is_prime(q)) return q;
}

void textbook_equals_horner() {
    std::mt19937_64 rng(3);
    for (int log_n : {1, 3, 5, 9}) {
        const uint32_t n = 1u << log_n;
        for (uint64_t from : {(uint64_t)100, (uint64_t)1 << 30, (uint64_t)1 << 56}) {
            const uint64_t q = ntt_prime(n, from), psi = mm::psi(mm::RootRule::Generator, q, n);
            std::vector<uint64_t> a(n);
            for (auto &x : a) x = rng() % q;
            std::vector<uint64_t> A = ref::evaluate(a.data(), log_n, q, psi);
            bool ok = true;
            for (uint32_t m = 0; m < n; m++) ok = ok && A[m] == ref::horner(a.data(), n, mm::pow(psi, 2 * m + 1, q), q);
            expect(ok, "evaluate == Horner at every point, N = 2^" + std::to_string(log_n) + ", q = " + std::to_string(q));
        }
    }
}

void root_rules() {
    const uint64_t n = 8;
    for (uint64_t q : {ntt_prime(n, 100), ntt_prime(n, 1000), ntt_prime(n, 5000)}) {
        uint64_t gen = 0, nonres = 0, smallest = 0;
        for (uint64_t g = 2; g < q && !gen; g++) {  // brute force: the order of g is q - 1
            uint64_t x = g, order = 1;
            for (; x != 1; x = mm::mul(x, g, q)) order++;
            if (order == q - 1) gen = g;
        }
        for (uint64_t g = 2; g < q && !nonres; g++) {
            bool square = false;
            for (uint64_t y = 1; y < q && !square; y++) square = mm::mul(y, y, q) == g;
            if (!square) nonres = g;
        }
        for (uint64_t x = 2; x < q && !smallest; x++)
            if (mm::pow(x, n, q) == q - 1) smallest = x;
        const std::string at = " (q = " + std::to_string(q) + ")";
        expect(mm::smallest_generator(q) == gen, "smallest generator" + at);
        expect(mm::smallest_nonresidue(q) == nonres, "smallest non-residue" + at);
        expect(mm::psi(mm::RootRule::Smallest, q, n) == smallest, "smallest primitive 2N-th root" + at);
        expect(mm::psi(mm::RootRule::Generator, q, n) == mm::pow(gen, (q - 1) / (2 * n), q), "generator rule" + at);
        for (auto r : {mm::RootRule::Generator, mm::RootRule::Nonresidue, mm::RootRule::Smallest})
            expect(mm::pow(mm::psi(r, q, n), n, q) == q - 1, std::string("psi^N = -1, rule ") + mm::rule_name(r) + at);
    }
}

void orders_map_roots() {
    const int log_n = 6;
    const uint64_t n = 1u << log_n, q = ntt_prime(n, 1u << 20), psi = mm::psi(mm::RootRule::Generator, q, n);
    std::mt19937_64 rng(5);
    std::vector<uint64_t> a(n);
    for (auto &x : a) x = rng() % q;
    const std::vector<uint64_t> A = ref::evaluate(a.data(), log_n, q, psi);
    for (uint64_t k : {(uint64_t)1, (uint64_t)3, (uint64_t)5, 2 * n - 1}) {
        const uint64_t psi_k = mm::pow(psi, k, q);
        expect(mm::root_log(psi, psi_k, q, n) == k, "root_log finds k = " + std::to_string(k));
        // The side's own output: its evaluations at psi_k, in bit-reversed order.
        const std::vector<uint64_t> B = ref::evaluate(a.data(), log_n, q, psi_k);
        chk::Host side(n), cheddar(n);
        for (uint32_t i = 0; i < n; i++) side[i] = B[mm::bitrev(i, log_n)];
        for (uint32_t j = 0; j < n; j++) cheddar[j] = A[mm::bitrev(j, log_n)];
        const std::vector<uint64_t> ks(1, k);
        expect(chk::to_cheddar(side, ks, log_n) == cheddar, "to_cheddar maps a psi^" + std::to_string(k) + " side onto Cheddar's order");
        expect(chk::from_cheddar(cheddar, ks, log_n) == side, "from_cheddar is its inverse, k = " + std::to_string(k));
    }
}

void parameter_files(const std::string &dir) {
    for (const char *name : {"30", "35", "40", "40_64bit"}) {
        params::File f = params::read(dir, name);
        bool ok = true;
        for (uint64_t q : params::table_primes(f)) {
            const uint64_t n = (uint64_t)1 << f.log_degree, psi = mm::psi(mm::RootRule::Generator, q, n);
            ok = ok && mm::is_prime(q) && psi != 0 && mm::pow(psi, n, q) == q - 1;
        }
        expect(ok, std::string("bootparam_") + name + ": every prime NTT-friendly, its generator root of order 2N");
    }
}

}  // namespace

int main(int argc, char **argv) {
    textbook_equals_horner();
    root_rules();
    orders_map_roots();
    if (argc > 1) parameter_files(argv[1]);
    std::printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}

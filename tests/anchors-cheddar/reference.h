// The CPU reference: a textbook negacyclic NTT, independent of both
// libraries, and the map from a side's output order into the one convention
// every output is checked in.
//
// Convention (Cheddar's NTT domain): word j of a limb's forward output is the
// input polynomial evaluated at psi^(2 br(j) + 1), psi = g^((q-1)/2N) with g
// the smallest generator mod q, br the bit reversal of log N bits, values in
// [0, q), plain (not Montgomery) form. A side whose root is psi^k (k odd)
// holds at word i the evaluation at psi^(k (2 br(i) + 1)): `order(k)` says
// which evaluation that is, so its output is compared word by word with the
// reference's after that permutation (the identity when k = 1).
#pragma once

#include "modmath.h"

#include <cstdint>
#include <vector>

namespace ref {

// A[m] = a(psi^(2m+1)) for m = 0 .. n-1, natural order: b_k = a_k psi^k, then
// an iterative radix-2 decimation-in-time FFT with omega = psi^2.
inline std::vector<uint64_t> evaluate(const uint64_t *a, int log_n, uint64_t q, uint64_t psi) {
    const uint32_t n = 1u << log_n;
    std::vector<uint64_t> b(n);
    for (uint64_t k = 0, psi_k = 1; k < n; k++, psi_k = mm::mul(psi_k, psi, q))
        b[mm::bitrev((uint32_t)k, log_n)] = mm::mul(a[k] % q, psi_k, q);
    const uint64_t omega = mm::mul(psi, psi, q);
    for (uint32_t len = 2; len <= n; len <<= 1) {
        const uint64_t w_len = mm::pow(omega, n / len, q);
        std::vector<uint64_t> w(len / 2);
        w[0] = 1;
        for (uint32_t j = 1; j < len / 2; j++) w[j] = mm::mul(w[j - 1], w_len, q);
        for (uint32_t s = 0; s < n; s += len)
            for (uint32_t j = 0; j < len / 2; j++) {
                uint64_t u = b[s + j], v = mm::mul(b[s + j + len / 2], w[j], q);
                b[s + j] = mm::add(u, v, q);
                b[s + j + len / 2] = mm::sub(u, v, q);
            }
    }
    return b;
}

// a(x) mod q by Horner: checks `evaluate` itself at a few points.
inline uint64_t horner(const uint64_t *a, uint32_t n, uint64_t x, uint64_t q) {
    uint64_t acc = 0;
    for (uint32_t k = n; k-- > 0;) acc = mm::add(mm::mul(acc, x, q), a[k] % q, q);
    return acc;
}

// order[i]: the evaluation index m (A[m] = a(psi^(2m+1))) that word i of a
// forward output holds for a side whose root is psi^k.
inline std::vector<uint32_t> order(uint64_t k, int log_n) {
    const uint32_t n = 1u << log_n;
    std::vector<uint32_t> m(n);
    for (uint32_t i = 0; i < n; i++) {
        uint64_t e = k * (2 * (uint64_t)mm::bitrev(i, log_n) + 1) % (2 * (uint64_t)n);
        m[i] = (uint32_t)((e - 1) / 2);
    }
    return m;
}

// Whether `evaluate` agrees with Horner at three points (0, 1, n-1).
inline bool self_check(const uint64_t *a, const std::vector<uint64_t> &A, int log_n, uint64_t q, uint64_t psi) {
    const uint32_t n = 1u << log_n;
    for (uint32_t m : {0u, 1u, n - 1}) {
        if (A[m] != horner(a, n, mm::pow(psi, 2 * (uint64_t)m + 1, q), q)) return false;
    }
    return true;
}

}  // namespace ref

// Host arithmetic mod a prime q < 2^63, written for this driver alone (no
// code of Cheddar's or nttgen's): products, powers, inverses, the Montgomery
// radix of a word, and the three root rules the two libraries use for the
// primitive 2N-th root psi of a negacyclic NTT.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace mm {

typedef unsigned __int128 u128;

inline uint64_t mul(uint64_t a, uint64_t b, uint64_t q) { return (uint64_t)((u128)a * b % q); }
inline uint64_t add(uint64_t a, uint64_t b, uint64_t q) { return a + b >= q ? a + b - q : a + b; }
inline uint64_t sub(uint64_t a, uint64_t b, uint64_t q) { return a >= b ? a - b : a + q - b; }

inline uint64_t pow(uint64_t a, uint64_t e, uint64_t q) {
    uint64_t r = 1 % q;
    a %= q;
    for (; e; e >>= 1) {
        if (e & 1) r = mul(r, a, q);
        a = mul(a, a, q);
    }
    return r;
}

// a^-1 mod q, q prime (Fermat).
inline uint64_t inv(uint64_t a, uint64_t q) { return pow(a, q - 2, q); }

// 2^bits mod q: the Montgomery radix R of a word of `bits` bits.
inline uint64_t radix(int bits, uint64_t q) { return (uint64_t)(((u128)1 << bits) % q); }

// Deterministic Miller-Rabin for every q < 2^64 (the first twelve primes as bases).
inline bool is_prime(uint64_t n) {
    const uint64_t bases[12] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37};
    if (n < 2) return false;
    for (uint64_t p : bases)
        if (n % p == 0) return n == p;
    int s = __builtin_ctzll(n - 1);
    uint64_t d = (n - 1) >> s;
    for (uint64_t a : bases) {
        uint64_t x = pow(a, d, n);
        bool witness = x != 1 && x != n - 1;
        for (int i = 1; i < s && witness; i++) {
            x = mul(x, x, n);
            witness = x != n - 1;
        }
        if (witness) return false;
    }
    return true;
}

// The distinct prime factors of n, by trial division up to sqrt of what is left.
inline std::vector<uint64_t> prime_factors(uint64_t n) {
    std::vector<uint64_t> f;
    for (uint64_t p = 2; p <= n / p; p += (p == 2 ? 1 : 2)) {
        if (n % p) continue;
        f.push_back(p);
        while (n % p == 0) n /= p;
    }
    if (n > 1) f.push_back(n);
    return f;
}

// The smallest generator of (Z/q)^*: the g of psi = g^((q-1)/2N) in Cheddar
// (its primeutil::FindPrimitiveMthRoot) and in nttgen's roots = "generator".
inline uint64_t smallest_generator(uint64_t q) {
    std::vector<uint64_t> f = prime_factors(q - 1);
    for (uint64_t g = 2; g < q; g++) {
        bool gen = true;
        for (uint64_t p : f) gen = gen && pow(g, (q - 1) / p, q) != 1;
        if (gen) return g;
    }
    return 0;
}

// The smallest quadratic non-residue: nttgen's default root rule.
inline uint64_t smallest_nonresidue(uint64_t q) {
    for (uint64_t g = 2; g < q; g++)
        if (pow(g, (q - 1) / 2, q) == q - 1) return g;
    return 0;
}

enum class RootRule { Generator, Nonresidue, Smallest };

inline const char *rule_name(RootRule r) {
    return r == RootRule::Generator ? "generator" : r == RootRule::Nonresidue ? "nonresidue" : "smallest";
}

// psi of order 2n under a rule (n a power of two, q = 1 mod 2n); 0 if q is not.
inline uint64_t psi(RootRule rule, uint64_t q, uint64_t n) {
    if ((q - 1) % (2 * n)) return 0;
    if (rule == RootRule::Smallest) {  // the least of the primitive 2n-th roots, psi0^odd
        uint64_t p0 = pow(smallest_generator(q), (q - 1) / (2 * n), q), sq = mul(p0, p0, q), best = p0;
        for (uint64_t x = p0, k = 1; k < 2 * n; k += 2, x = mul(x, sq, q)) best = x < best ? x : best;
        return best;
    }
    uint64_t g = rule == RootRule::Generator ? smallest_generator(q) : smallest_nonresidue(q);
    return pow(g, (q - 1) / (2 * n), q);
}

inline uint32_t bitrev(uint32_t i, int bits) {
    uint32_t r = 0;
    for (int b = 0; b < bits; b++) r |= ((i >> b) & 1u) << (bits - 1 - b);
    return r;
}

// The k with other = base^k (both primitive 2n-th roots, so k is odd), or 0.
inline uint64_t root_log(uint64_t base, uint64_t other, uint64_t q, uint64_t n) {
    uint64_t x = 1;
    for (uint64_t k = 0; k < 2 * n; k++, x = mul(x, base, q))
        if (x == other) return k;
    return 0;
}

}  // namespace mm

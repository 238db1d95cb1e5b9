// Host side of the benchmark: primes, the negacyclic NTT tree and the CPU
// reference transform every GPU row is checked against.
//
// The forward transform is the merged-psi Cooley-Tukey network with
// bit-reversed output (twiddle psi_brev[m + i] = psi^brev16(m + i) at level m),
// the network the project's kernels run. Its nodes, numbered as a heap
// (root 1, children 2k and 2k + 1), hold the input modulo X^(n / 2^depth) -
// zeta(k): zeta(1) = -1, zeta(2k) = psi_brev[k], zeta(2k + 1) = -psi_brev[k].
// A block of four levels at node k maps the 16 words x_i (stride n / 2^(d+4))
// to y_h = sum_i x_i zeta(16k + h)^i, written where x_h was.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <vector>
#include "arith.h"

namespace host {

constexpr int LOG_N = 16;
constexpr int N = 1 << LOG_N;

inline u32 brev(u32 x, int bits) {
    u32 r = 0;
    for (int i = 0; i < bits; i++) r |= ((x >> i) & 1) << (bits - 1 - i);
    return r;
}

inline u32 mulmod(u32 a, u32 b, u32 q) { return (u32)((u64)a * b % q); }

inline u32 powmod(u32 a, u64 e, u32 q) {
    u32 r = 1;
    for (; e; e >>= 1, a = mulmod(a, a, q))
        if (e & 1) r = mulmod(r, a, q);
    return r;
}

inline u32 invmod(u32 a, u32 q) { return powmod(a, q - 2, q); }

inline bool is_prime(u32 q) {
    if (q < 2 || q % 2 == 0) return q == 2;
    for (u32 d = 3; (u64)d * d <= q; d += 2)
        if (q % d == 0) return false;
    return true;
}

// The `count` largest primes below 2^bits that are 1 mod 2n (NTT-friendly
// for the negacyclic transform of length n = 2^16).
inline std::vector<u32> ntt_primes(int bits, int count) {
    std::vector<u32> out;
    const u64 step = 2 * (u64)N;
    for (u64 q = ((((u64)1 << bits) - 1) / step) * step + 1; q > step && (int)out.size() < count; q -= step)
        if (is_prime((u32)q)) out.push_back((u32)q);
    if ((int)out.size() < count) {
        fprintf(stderr, "only %zu primes of %d bits are 1 mod 2^17; asked for %d\n", out.size(), bits, count);
        exit(2);
    }
    return out;
}

inline Mod make_mod(u32 q) {
    u32 inv = 1;
    for (int i = 0; i < 5; i++) inv *= 2 - q * inv;  // Newton: q inv = 1 mod 2^32
    return Mod{q, inv};
}

// A primitive 2n-th root of unity: psi^n = -1.
inline u32 find_psi(u32 q) {
    for (u32 x = 2;; x++) {
        const u32 c = powmod(x, (q - 1) / (2 * (u64)N), q);
        if (powmod(c, N, q) == q - 1) return c;
    }
}

inline u32 to_mont(u32 r, u32 q) { return (u32)(((u64)r << 32) % q); }

// One prime's roots: psi^e for every e < 2n, and the node constants.
struct Roots {
    u32 q = 0;
    std::vector<u32> pw;  // psi^e, e < 2n
    explicit Roots(u32 q_) : q(q_), pw(2 * N) {
        const u32 psi = find_psi(q);
        pw[0] = 1;
        for (int e = 1; e < 2 * N; e++) pw[e] = mulmod(pw[e - 1], psi, q);
    }
    u32 psi_brev(u32 k) const { return pw[brev(k, LOG_N)]; }
    u32 zeta(u32 k) const {  // node constant, 1 <= k < 2n
        if (k == 1) return q - 1;
        const u32 s = psi_brev(k >> 1);
        return (k & 1) ? (s ? q - s : 0) : s;
    }
};

// The reference: the CT network above with exact % arithmetic.
inline void reference_ntt(u32 *a, const Roots &r) {
    const u32 q = r.q;
    for (int m = 1, t = N / 2; m < N; m *= 2, t /= 2)
        for (int i = 0; i < m; i++) {
            const u32 s = r.psi_brev(m + i);
            for (int j = 2 * i * t; j < 2 * i * t + t; j++) {
                const u32 u = a[j], v = mulmod(a[j + t], s, q);
                a[j] = (u + v) % q;
                a[j + t] = (u + q - v) % q;
            }
        }
}

}  // namespace host

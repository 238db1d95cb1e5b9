// The C++ example with primes chosen at run time: the rt_demo package's
// kernels (pkg/, generated once for [moduli.runtime] max_bits = 60,
// max_towers = 4) on primes given on the command line, with the tables
// nttgen_tables built for them (tables.c). Checks inverse(forward(x)) == x
// and polymul(a, b) == the schoolbook product mod x^N + 1 per tower, that a
// range of the towers gives what the whole set gives there, that
// tables of a wrong size and a tower count past the template's are refused.
//
//   bash tests/cpp-example/runtime/run.sh            (builds the tables too)
//   rt-demo TABLES.bin q0 [q1 ...]                   (the primes the tables were built for)
// Exit status: 0 all checks passed; 1 a check failed; 2 usage or CUDA error.

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <algorithm>
#include <vector>

#include "rt_demo.h"

#define CHECK(call)                                                                                   \
    do {                                                                                              \
        cudaError_t e_ = (call);                                                                      \
        if (e_ != cudaSuccess) {                                                                      \
            std::fprintf(stderr, "%s:%d: %s failed: %s\n", __FILE__, __LINE__, #call, cudaGetErrorString(e_)); \
            return 2;                                                                                 \
        }                                                                                             \
    } while (0)

typedef rt_demo_word word;
static const unsigned N = RT_DEMO_WORDS_PER_POLY;

static uint64_t next(uint64_t* s) {
    uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

static void negacyclic(const word* a, const word* b, word* c, uint64_t q) {
    for (unsigned k = 0; k < N; k++) c[k] = 0;
    for (unsigned i = 0; i < N; i++)
        for (unsigned j = 0; j < N; j++) {
            uint64_t p = (uint64_t)((unsigned __int128)a[i] * b[j] % q);
            unsigned k = (i + j) % N;
            c[k] = i + j < N ? (c[k] + p) % q : (c[k] + q - p) % q;
        }
}

int main(int argc, char** argv) {
    if (argc < 3 || argc - 2 > (int)RT_DEMO_MAX_TOWERS) {
        std::fprintf(stderr, "usage: %s TABLES.bin q0 [q1 ...]\n", argv[0]);
        return 2;
    }
    const unsigned towers = (unsigned)(argc - 2);
    std::vector<uint64_t> q(towers);
    for (unsigned i = 0; i < towers; i++) q[i] = std::strtoull(argv[i + 2], NULL, 10);
    std::vector<unsigned char> file;
    if (FILE* f = std::fopen(argv[1], "rb")) {
        unsigned char buf[1 << 16];
        size_t got;
        while ((got = std::fread(buf, 1, sizeof buf, f)) > 0) file.insert(file.end(), buf, buf + got);
        std::fclose(f);
    }
    if (file.size() != (size_t)towers * RT_DEMO_TABLE_WORDS_PER_TOWER * RT_DEMO_WORD_BYTES) {
        std::fprintf(stderr, "%s holds %zu bytes; %u towers take %zu\n", argv[1], file.size(), towers, (size_t)towers * RT_DEMO_TABLE_WORDS_PER_TOWER * RT_DEMO_WORD_BYTES);
        return 2;
    }
    cudaStream_t stream;
    CHECK(cudaStreamCreate(&stream));
    word* tables = NULL;
    CHECK(rt_demo_upload_tables(file.data(), file.size(), &tables, stream));
    int failures = 0;
    word* unused = NULL;
    bool refused = rt_demo_upload_tables(file.data(), file.size() - 8, &unused, stream) == cudaErrorInvalidValue;

    const unsigned batch = 3;
    const size_t words = (size_t)batch * towers * N, bytes = words * sizeof(word);
    uint64_t seed = 5;
    auto random_polys = [&]() {
        std::vector<word> v(words);
        for (size_t i = 0; i < v.size(); i++) v[i] = next(&seed) % q[(i / N) % towers];
        return v;
    };
    word *d_x, *d_y;
    CHECK(cudaMalloc((void**)&d_x, bytes));
    CHECK(cudaMalloc((void**)&d_y, bytes));

    std::vector<word> x = random_polys(), back(words);
    CHECK(cudaMemcpyAsync(d_x, x.data(), bytes, cudaMemcpyHostToDevice, stream));
    CHECK(rt_demo_forward(tables, d_x, batch, towers, stream));
    CHECK(rt_demo_inverse(tables, d_x, batch, towers, stream));
    CHECK(cudaMemcpyAsync(back.data(), d_x, bytes, cudaMemcpyDeviceToHost, stream));
    CHECK(cudaStreamSynchronize(stream));
    bool same = back == x;
    std::printf("%s inverse(forward(x)) == x (batch %u, %u primes chosen at run time, N = %u)\n", same ? "ok  " : "FAIL", batch, towers, N);
    failures += !same;

    // The range form: towers 1 .. of the same tables on those towers' data
    // alone (one polynomial) gives what the whole set gives there.
    if (towers > 1) {
        const size_t tail = (size_t)(towers - 1) * N;
        std::vector<word> whole(x.begin(), x.begin() + (size_t)towers * N), part(tail);
        CHECK(cudaMemcpyAsync(d_x, whole.data(), whole.size() * sizeof(word), cudaMemcpyHostToDevice, stream));
        CHECK(cudaMemcpyAsync(d_y, whole.data() + N, tail * sizeof(word), cudaMemcpyHostToDevice, stream));
        CHECK(rt_demo_forward(tables, d_x, 1, towers, stream));
        CHECK(rt_demo_forward_range(tables, towers, 1, d_y, 1, towers - 1, stream));
        CHECK(cudaMemcpyAsync(whole.data(), d_x, whole.size() * sizeof(word), cudaMemcpyDeviceToHost, stream));
        CHECK(cudaMemcpyAsync(part.data(), d_y, tail * sizeof(word), cudaMemcpyDeviceToHost, stream));
        CHECK(cudaStreamSynchronize(stream));
        bool range = std::equal(part.begin(), part.end(), whole.begin() + N);
        range = range && rt_demo_forward_range(tables, towers, towers, d_y, 1, 1, stream) == cudaErrorInvalidValue &&
                rt_demo_forward_range(tables, towers, 1, d_y, 1, towers, stream) == cudaErrorInvalidValue;
        std::printf("%s forward_range over towers 1..%u == the whole set's; ranges past the tables are refused\n", range ? "ok  " : "FAIL", towers);
        failures += !range;
    }

    std::vector<word> a = random_polys(), b = random_polys(), c(words), want(words);
    CHECK(cudaMemcpyAsync(d_x, a.data(), bytes, cudaMemcpyHostToDevice, stream));
    CHECK(cudaMemcpyAsync(d_y, b.data(), bytes, cudaMemcpyHostToDevice, stream));
    CHECK(rt_demo_polymul(tables, d_x, d_y, batch, towers, stream));
    CHECK(cudaMemcpyAsync(c.data(), d_x, bytes, cudaMemcpyDeviceToHost, stream));
    CHECK(cudaStreamSynchronize(stream));
    for (unsigned p = 0; p < batch * towers; p++) negacyclic(&a[(size_t)p * N], &b[(size_t)p * N], &want[(size_t)p * N], q[p % towers]);
    bool product = c == want;
    std::printf("%s polymul == schoolbook mod x^N + 1, per prime\n", product ? "ok  " : "FAIL");
    failures += !product;

    refused = refused && rt_demo_forward(tables, d_x, batch, 0, stream) == cudaErrorInvalidValue &&
              rt_demo_forward(tables, d_x, batch, RT_DEMO_MAX_TOWERS + 1, stream) == cudaErrorInvalidValue;
    std::printf("%s truncated tables and tower counts of 0 and past %u are refused\n", refused ? "ok  " : "FAIL", RT_DEMO_MAX_TOWERS);
    failures += !refused;

    CHECK(cudaFree(d_x));
    CHECK(cudaFree(d_y));
    CHECK(cudaFree(tables));
    CHECK(cudaStreamDestroy(stream));
    return failures == 0 ? 0 : 1;
}

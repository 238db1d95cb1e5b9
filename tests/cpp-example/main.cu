// The C++ example: an nttgen kernel package used from CUDA C++ with no Rust.
// pkg/ holds what `codegen emit` wrote for spec.toml: the kernels
// (cpp_demo.cu), their C ABI (cpp_demo.h, cpp_demo.host.cu) and the table
// contents (cpp_demo.tables.bin). This program uploads the tables, then on
// random data checks inverse(forward(x)) == x and polymul(a, b) == the
// schoolbook product mod x^N + 1 (per tower). Exit 0: all checks passed.
//
// Build and run: bash tests/cpp-example/run.sh   (or CMake, see CMakeLists.txt)

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>

#include <cuda.h>

#include "cpp_demo.h"

#define CHECK(call)                                                                                   \
    do {                                                                                              \
        cudaError_t e_ = (call);                                                                      \
        if (e_ != cudaSuccess) {                                                                      \
            std::fprintf(stderr, "%s:%d: %s failed: %s\n", __FILE__, __LINE__, #call, cudaGetErrorString(e_)); \
            return 2;                                                                                 \
        }                                                                                             \
    } while (0)

typedef cpp_demo_word word;
static const unsigned N = CPP_DEMO_WORDS_PER_POLY;
static const unsigned TOWERS = CPP_DEMO_TOWERS;

// splitmix64: reproducible random data.
static uint64_t next(uint64_t* s) {
    uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

// batch x TOWERS x N coefficients, each below its tower's prime.
static std::vector<word> random_polys(uint64_t* seed, unsigned batch) {
    std::vector<word> v((size_t)batch * TOWERS * N);
    for (size_t i = 0; i < v.size(); i++) v[i] = next(seed) % CPP_DEMO_PRIMES[(i / N) % TOWERS];
    return v;
}

// c = a * b mod (x^N + 1, q).
static void negacyclic(const word* a, const word* b, word* c, uint64_t q) {
    for (unsigned k = 0; k < N; k++) c[k] = 0;
    for (unsigned i = 0; i < N; i++)
        for (unsigned j = 0; j < N; j++) {
            uint64_t p = (uint64_t)((unsigned __int128)a[i] * b[j] % q);
            unsigned k = (i + j) % N;
            c[k] = i + j < N ? (c[k] + p) % q : (c[k] + q - p) % q;
        }
}

static std::vector<unsigned char> read_file(const char* path) {
    std::vector<unsigned char> bytes;
    FILE* f = std::fopen(path, "rb");
    if (!f) return bytes;
    unsigned char buf[1 << 16];
    size_t got;
    while ((got = std::fread(buf, 1, sizeof buf, f)) > 0) bytes.insert(bytes.end(), buf, buf + got);
    std::fclose(f);
    return bytes;
}

/* d_x holds x (words words)? Downloads and compares. */
static bool holds(const word* d_x, const std::vector<word>& x, cudaStream_t stream) {
    std::vector<word> now(x.size());
    if (cudaMemcpyAsync(now.data(), d_x, x.size() * sizeof(word), cudaMemcpyDeviceToHost, stream) != cudaSuccess) return false;
    return cudaStreamSynchronize(stream) == cudaSuccess && now == x;
}

/* Faults through the C functions: each returns the CUDA error, launches
 * nothing and leaves the buffers as they were; the functions work after. */
static int faults(const word* tables, word* d_x, word* d_y, size_t words, uint64_t* seed, cudaStream_t stream) {
    int failures = 0;
    std::vector<word> x = random_polys(seed, 1);
    x.resize(words);
    CHECK(cudaMemcpyAsync(d_x, x.data(), words * sizeof(word), cudaMemcpyHostToDevice, stream));
    CHECK(cudaMemcpyAsync(d_y, x.data(), words * sizeof(word), cudaMemcpyHostToDevice, stream));
    struct Case { const char* what; cudaError_t got, want; };
    Case cases[] = {
        {"batch 0", cpp_demo_forward(tables, d_x, 0, stream), cudaErrorInvalidValue},
        {"batch 65536", cpp_demo_inverse(tables, d_x, 65536, stream), cudaErrorInvalidValue},
        {"a null buffer", cpp_demo_forward(tables, NULL, 1, stream), cudaErrorInvalidValue},
        {"null tables", cpp_demo_forward(NULL, d_x, 1, stream), cudaErrorInvalidValue},
        {"a null second operand", cpp_demo_polymul(tables, d_x, NULL, 1, stream), cudaErrorInvalidValue},
        {"a buffer 8 bytes off 16-byte alignment", cpp_demo_forward(tables, d_x + 1, 1, stream), cudaErrorMisalignedAddress},
        {"tables 8 bytes off alignment", cpp_demo_polymul(tables + 1, d_x, d_y, 1, stream), cudaErrorMisalignedAddress},
    };
    for (const Case& c : cases) {
        bool ok = c.got == c.want;
        std::printf("%s %s: %s\n", ok ? "ok  " : "FAIL", c.what, cudaGetErrorName(c.got));
        failures += !ok;
    }
    // A stream of another CUDA context: the launch is refused, nothing runs.
    CUcontext mine, other;
    CUstream foreign;
    bool made = cuCtxGetCurrent(&mine) == CUDA_SUCCESS;
#if CUDA_VERSION >= 13000
    made = made && cuCtxCreate(&other, NULL, 0, 0) == CUDA_SUCCESS;
#else
    made = made && cuCtxCreate(&other, 0, 0) == CUDA_SUCCESS;
#endif
    made = made && cuStreamCreate(&foreign, CU_STREAM_NON_BLOCKING) == CUDA_SUCCESS && cuCtxSetCurrent(mine) == CUDA_SUCCESS;
    if (made) {
        cudaError_t e = cpp_demo_forward(tables, d_x, 1, (cudaStream_t)foreign);
        // Refused before any launch, so the buffers stay as they were.
        const bool refused = e == cudaErrorInvalidResourceHandle;
        std::printf("%s a stream of another context: %s\n", refused ? "ok  " : "FAIL", cudaGetErrorName(e));
        failures += !refused;
        cudaGetLastError();
        cuCtxSetCurrent(other);
        cuStreamDestroy(foreign);
        cuCtxSetCurrent(mine);
        cuCtxDestroy(other);
        CHECK(cudaSetDevice(0));
    } else {
        std::printf("FAIL could not make a second CUDA context for the foreign-stream case\n");
        failures++;
    }
    bool kept = holds(d_x, x, stream) && holds(d_y, x, stream);
    std::printf("%s every refused call left the buffers as they were\n", kept ? "ok  " : "FAIL");
    // And the functions still work: a round trip.
    CHECK(cpp_demo_forward(tables, d_x, 1, stream));
    CHECK(cpp_demo_inverse(tables, d_x, 1, stream));
    bool after = holds(d_x, x, stream);
    std::printf("%s a round trip after the faults\n", after ? "ok  " : "FAIL");
    return failures + !kept + !after;
}

int main(int argc, char** argv) {
    const char* tables_path = argc > 1 ? argv[1] : "cpp_demo.tables.bin";
    std::vector<unsigned char> file = read_file(tables_path);
    if (file.empty()) {
        std::fprintf(stderr, "cannot read %s (pass the path of cpp_demo.tables.bin)\n", tables_path);
        return 2;
    }
    cudaStream_t stream;
    CHECK(cudaStreamCreate(&stream));
    word* tables = NULL;
    CHECK(cpp_demo_upload_tables(file.data(), file.size(), &tables, stream));
    // A wrong file is refused, not launched with.
    if (cpp_demo_upload_tables(file.data(), file.size() - 8, &tables, stream) != cudaErrorInvalidValue) {
        std::fprintf(stderr, "FAIL a truncated tables file was accepted\n");
        return 1;
    }

    const unsigned batch = 3;
    const size_t words = (size_t)batch * TOWERS * N, bytes = words * sizeof(word);
    uint64_t seed = 12;
    int failures = 0;
    word *d_x, *d_y;
    CHECK(cudaMalloc((void**)&d_x, bytes));
    CHECK(cudaMalloc((void**)&d_y, bytes));

    // Round trip.
    std::vector<word> x = random_polys(&seed, batch), f(words), back(words);
    CHECK(cudaMemcpyAsync(d_x, x.data(), bytes, cudaMemcpyHostToDevice, stream));
    CHECK(cpp_demo_forward(tables, d_x, batch, stream));
    CHECK(cudaMemcpyAsync(f.data(), d_x, bytes, cudaMemcpyDeviceToHost, stream));
    CHECK(cpp_demo_inverse(tables, d_x, batch, stream));
    CHECK(cudaMemcpyAsync(back.data(), d_x, bytes, cudaMemcpyDeviceToHost, stream));
    CHECK(cudaStreamSynchronize(stream));
    bool changed = f != x, same = back == x;
    std::printf("%s forward changes the data\n", changed ? "ok  " : "FAIL");
    std::printf("%s inverse(forward(x)) == x (batch %u, %u towers, N = %u)\n", same ? "ok  " : "FAIL", batch, TOWERS, N);
    failures += !changed + !same;

    // Product in the ring.
    std::vector<word> a = random_polys(&seed, batch), b = random_polys(&seed, batch), c(words), want(words);
    CHECK(cudaMemcpyAsync(d_x, a.data(), bytes, cudaMemcpyHostToDevice, stream));
    CHECK(cudaMemcpyAsync(d_y, b.data(), bytes, cudaMemcpyHostToDevice, stream));
    CHECK(cpp_demo_polymul(tables, d_x, d_y, batch, stream));
    CHECK(cudaMemcpyAsync(c.data(), d_x, bytes, cudaMemcpyDeviceToHost, stream));
    CHECK(cudaStreamSynchronize(stream));
    for (unsigned p = 0; p < batch * TOWERS; p++) negacyclic(&a[(size_t)p * N], &b[(size_t)p * N], &want[(size_t)p * N], CPP_DEMO_PRIMES[p % TOWERS]);
    bool product = c == want;
    std::printf("%s polymul == schoolbook mod x^N + 1\n", product ? "ok  " : "FAIL");
    failures += !product;

    failures += faults(tables, d_x, d_y, words, &seed, stream);

    CHECK(cudaFree(d_x));
    CHECK(cudaFree(d_y));
    CHECK(cudaFree(tables));
    CHECK(cudaStreamDestroy(stream));
    return failures == 0 ? 0 : 1;
}

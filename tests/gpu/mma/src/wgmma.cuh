// The radix-R stage on sm_90a warpgroup MMAs (wgmma.mma_async, s32 += u8 x
// u8, A from registers, B from shared memory), the same math as frag.h with
// the roles turned: the data are A (64 columns a warpgroup, K = 4R bytes of
// each column's byte planes), the twiddle planes are B (K x N, N = 4R
// columns n = a R + h: plane a of output h), so one B fragment serves 64
// columns where mma.sync's A served 8, and R = 32 and 64 need no register
// copy of the matrix at all.
//
// Register layouts (assumed, and checked on the device by the probe rows
// before any timing): per warp w of the warpgroup, A reg j of k-step ks holds
// row 16w + g + 8 (j & 1), cols 32 ks + 16 (j >> 1) + 4t + (0..3) (the
// mma.m16n8k32 A layout); D reg i holds row 16w + g + 8 ((i >> 1) & 1),
// col 8 (i >> 2) + 2t + (i & 1).
// Shared memory (no swizzle): core matrices of 8 rows (n) x 16 bytes (k),
// core (n / 8, k / 16) at ((n / 8) (K / 16) + k / 16) 128 bytes. The two
// strides of the descriptor are tried both ways by the probe.
#pragma once
#include "frag.h"

namespace wg {

template <int N>
__device__ __forceinline__ void wgmma_u8(u32 (&d)[N / 2], const u32 (&a)[4], u64 desc, int accumulate);

template <>
__device__ __forceinline__ void wgmma_u8<64>(u32 (&d)[32], const u32 (&a)[4], u64 desc, int accumulate) {
    asm volatile(
        "{\n.reg .pred p;\nsetp.ne.b32 p, %37, 0;\n"
        "wgmma.mma_async.sync.aligned.m64n64k32.s32.u8.u8 {"
        "%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15,"
        "%16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31"
        "}, {%32, %33, %34, %35}, %36, p;\n}\n"
        :
          "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5]), "+r"(d[6]), "+r"(d[7]),
          "+r"(d[8]), "+r"(d[9]), "+r"(d[10]), "+r"(d[11]), "+r"(d[12]), "+r"(d[13]), "+r"(d[14]), "+r"(d[15]),
          "+r"(d[16]), "+r"(d[17]), "+r"(d[18]), "+r"(d[19]), "+r"(d[20]), "+r"(d[21]), "+r"(d[22]),
          "+r"(d[23]), "+r"(d[24]), "+r"(d[25]), "+r"(d[26]), "+r"(d[27]), "+r"(d[28]), "+r"(d[29]),
          "+r"(d[30]), "+r"(d[31])
        : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "l"(desc), "r"(accumulate));
}

template <>
__device__ __forceinline__ void wgmma_u8<128>(u32 (&d)[64], const u32 (&a)[4], u64 desc, int accumulate) {
    asm volatile(
        "{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\n"
        "wgmma.mma_async.sync.aligned.m64n128k32.s32.u8.u8 {"
        "%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15,"
        "%16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31,"
        "%32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47,"
        "%48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63"
        "}, {%64, %65, %66, %67}, %68, p;\n}\n"
        :
          "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5]), "+r"(d[6]), "+r"(d[7]),
          "+r"(d[8]), "+r"(d[9]), "+r"(d[10]), "+r"(d[11]), "+r"(d[12]), "+r"(d[13]), "+r"(d[14]), "+r"(d[15]),
          "+r"(d[16]), "+r"(d[17]), "+r"(d[18]), "+r"(d[19]), "+r"(d[20]), "+r"(d[21]), "+r"(d[22]),
          "+r"(d[23]), "+r"(d[24]), "+r"(d[25]), "+r"(d[26]), "+r"(d[27]), "+r"(d[28]), "+r"(d[29]),
          "+r"(d[30]), "+r"(d[31]), "+r"(d[32]), "+r"(d[33]), "+r"(d[34]), "+r"(d[35]), "+r"(d[36]),
          "+r"(d[37]), "+r"(d[38]), "+r"(d[39]), "+r"(d[40]), "+r"(d[41]), "+r"(d[42]), "+r"(d[43]),
          "+r"(d[44]), "+r"(d[45]), "+r"(d[46]), "+r"(d[47]), "+r"(d[48]), "+r"(d[49]), "+r"(d[50]),
          "+r"(d[51]), "+r"(d[52]), "+r"(d[53]), "+r"(d[54]), "+r"(d[55]), "+r"(d[56]), "+r"(d[57]),
          "+r"(d[58]), "+r"(d[59]), "+r"(d[60]), "+r"(d[61]), "+r"(d[62]), "+r"(d[63])
        : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "l"(desc), "r"(accumulate));
}

template <>
__device__ __forceinline__ void wgmma_u8<256>(u32 (&d)[128], const u32 (&a)[4], u64 desc, int accumulate) {
    asm volatile(
        "{\n.reg .pred p;\nsetp.ne.b32 p, %133, 0;\n"
        "wgmma.mma_async.sync.aligned.m64n256k32.s32.u8.u8 {"
        "%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15,"
        "%16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31,"
        "%32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47,"
        "%48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63,"
        "%64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79,"
        "%80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95,"
        "%96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111,"
        "%112, %113, %114, %115, %116, %117, %118, %119, %120, %121, %122, %123, %124, %125, %126, %127"
        "}, {%128, %129, %130, %131}, %132, p;\n}\n"
        :
          "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5]), "+r"(d[6]), "+r"(d[7]),
          "+r"(d[8]), "+r"(d[9]), "+r"(d[10]), "+r"(d[11]), "+r"(d[12]), "+r"(d[13]), "+r"(d[14]), "+r"(d[15]),
          "+r"(d[16]), "+r"(d[17]), "+r"(d[18]), "+r"(d[19]), "+r"(d[20]), "+r"(d[21]), "+r"(d[22]),
          "+r"(d[23]), "+r"(d[24]), "+r"(d[25]), "+r"(d[26]), "+r"(d[27]), "+r"(d[28]), "+r"(d[29]),
          "+r"(d[30]), "+r"(d[31]), "+r"(d[32]), "+r"(d[33]), "+r"(d[34]), "+r"(d[35]), "+r"(d[36]),
          "+r"(d[37]), "+r"(d[38]), "+r"(d[39]), "+r"(d[40]), "+r"(d[41]), "+r"(d[42]), "+r"(d[43]),
          "+r"(d[44]), "+r"(d[45]), "+r"(d[46]), "+r"(d[47]), "+r"(d[48]), "+r"(d[49]), "+r"(d[50]),
          "+r"(d[51]), "+r"(d[52]), "+r"(d[53]), "+r"(d[54]), "+r"(d[55]), "+r"(d[56]), "+r"(d[57]),
          "+r"(d[58]), "+r"(d[59]), "+r"(d[60]), "+r"(d[61]), "+r"(d[62]), "+r"(d[63]), "+r"(d[64]),
          "+r"(d[65]), "+r"(d[66]), "+r"(d[67]), "+r"(d[68]), "+r"(d[69]), "+r"(d[70]), "+r"(d[71]),
          "+r"(d[72]), "+r"(d[73]), "+r"(d[74]), "+r"(d[75]), "+r"(d[76]), "+r"(d[77]), "+r"(d[78]),
          "+r"(d[79]), "+r"(d[80]), "+r"(d[81]), "+r"(d[82]), "+r"(d[83]), "+r"(d[84]), "+r"(d[85]),
          "+r"(d[86]), "+r"(d[87]), "+r"(d[88]), "+r"(d[89]), "+r"(d[90]), "+r"(d[91]), "+r"(d[92]),
          "+r"(d[93]), "+r"(d[94]), "+r"(d[95]), "+r"(d[96]), "+r"(d[97]), "+r"(d[98]), "+r"(d[99]),
          "+r"(d[100]), "+r"(d[101]), "+r"(d[102]), "+r"(d[103]), "+r"(d[104]), "+r"(d[105]), "+r"(d[106]),
          "+r"(d[107]), "+r"(d[108]), "+r"(d[109]), "+r"(d[110]), "+r"(d[111]), "+r"(d[112]), "+r"(d[113]),
          "+r"(d[114]), "+r"(d[115]), "+r"(d[116]), "+r"(d[117]), "+r"(d[118]), "+r"(d[119]), "+r"(d[120]),
          "+r"(d[121]), "+r"(d[122]), "+r"(d[123]), "+r"(d[124]), "+r"(d[125]), "+r"(d[126]), "+r"(d[127])
        : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "l"(desc), "r"(accumulate));
}

__device__ __forceinline__ void fence() { asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory"); }
__device__ __forceinline__ void commit() { asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory"); }
template <int K>
__device__ __forceinline__ void wait() { asm volatile("wgmma.wait_group.sync.aligned %0;\n" ::"n"(K) : "memory"); }
// Keeps the compiler from touching accumulators across the async window.
template <int M>
__device__ __forceinline__ void pin(u32 (&d)[M]) {
#pragma unroll
    for (int i = 0; i < M; i++) asm volatile("" : "+r"(d[i])::"memory");
}

// Byte offset of B element (k, n) in a K-byte-deep image.
HD int b_offset(int k, int n, int K) { return ((n / 8) * (K / 16) + k / 16) * 128 + (n % 8) * 16 + k % 16; }

// Descriptor of k-step ks: convention 0 = (leading: K-adjacent cores 128 B
// apart, stride: N-adjacent cores K / 16 x 128 B apart), 1 = swapped.
__device__ __forceinline__ u64 b_desc(const void *smem_base, int ks, int K, int conv) {
    const u32 addr = (u32)__cvta_generic_to_shared(smem_base) + ks * 2 * 128;
    const u32 kstride = 128, nstride = (K / 16) * 128;
    const u32 lbo = conv == 0 ? kstride : nstride, sbo = conv == 0 ? nstride : kstride;
    return (u64)((addr & 0x3FFFF) >> 4) | ((u64)(lbo >> 4) << 16) | ((u64)(sbo >> 4) << 32);
}

template <int R>
struct Geo {
    static constexpr int N = 4 * R, K = 4 * R, KS = R / 8, D = 2 * R;  // D regs a thread
    static constexpr int WORDS_LANE = R / 2;                            // 2 columns x R / 4
    static constexpr int BYTES = K * N;
    // A reg j of k-step ks: byte plane and word group of column j & 1.
    HD static constexpr int a_plane(int ks, int j) { return Tile<R>::b_plane(ks, j >> 1); }
    HD static constexpr int a_group(int ks, int j) { return Tile<R>::b_group(ks, j >> 1); }
    // D reg of plane a, column c2, output word f.
    HD static constexpr int d_reg(int a, int c2, int f) { return 4 * (a * R / 8 + f / 2) + 2 * c2 + (f & 1); }
    HD static constexpr int out_h(int f, int t) { return 8 * (f / 2) + 2 * t + (f & 1); }
};

// Global word e of column c2 of lane `lane` of global warp gw.
HD size_t word_at(int R, size_t gw, int c2, int e, int lane) { return ((gw * (R / 2)) + c2 * (R / 4) + e) * 32 + lane; }

template <int R>
__device__ __forceinline__ void a_regs(const u32 (&x)[2][R / 4], u32 (&a)[R / 8][4]) {
    u32 p[2][R / 16][4];
#pragma unroll
    for (int c2 = 0; c2 < 2; c2++)
#pragma unroll
        for (int grp = 0; grp < R / 16; grp++)
            split4(x[c2][4 * grp], x[c2][4 * grp + 1], x[c2][4 * grp + 2], x[c2][4 * grp + 3], p[c2][grp]);
#pragma unroll
    for (int ks = 0; ks < R / 8; ks++)
#pragma unroll
        for (int j = 0; j < 4; j++) a[ks][j] = p[j & 1][Geo<R>::a_group(ks, j)][Geo<R>::a_plane(ks, j)];
}

// Lane words from the planes' sums: lo ^ hi of V (raw) or REDC(V).
template <int R, bool RAW>
__device__ __forceinline__ void outputs(const u32 (&d)[Geo<R>::D], u32 (&x)[2][R / 4], const Mod &m) {
    using G = Geo<R>;
#pragma unroll
    for (int c2 = 0; c2 < 2; c2++)
#pragma unroll
        for (int f = 0; f < R / 4; f++) {
            u32 lo, hi;
            recombine<R>(d[G::d_reg(0, c2, f)], d[G::d_reg(1, c2, f)], d[G::d_reg(2, c2, f)], d[G::d_reg(3, c2, f)], lo, hi);
            x[c2][f] = RAW ? lo ^ hi : redc(lo, hi, m);
        }
}

enum Mode { MMA_ONLY = 0, REDUCE = 2, TWIDDLE = 3 };

// One warpgroup a block: copies the prime's B image into shared memory,
// then runs `reps` stages on its 64 columns (see pieces.cuh for the modes).
template <int R, int MODE>
__global__ void __launch_bounds__(128, 1) wg_piece(u32 *data, const uint4 *bimg, const u32 *tw, const Mod *mods,
                                                   int nprimes, int reps, int conv) {
    using G = Geo<R>;
    extern __shared__ __align__(128) uint4 sB[];
    const int lane = threadIdx.x & 31, gw = blockIdx.x * 4 + (threadIdx.x >> 5);
    const int prime = (int)(((size_t)blockIdx.x * 64 * R / 65536) % nprimes);
    const Mod m = mods[prime];
    for (int i = threadIdx.x; i < G::BYTES / 16; i += 128) sB[i] = bimg[(size_t)prime * (G::BYTES / 16) + i];
    asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
    __syncthreads();
    u32 x[2][R / 4], w[2], wq[2], d[G::D], a[R / 8][4];
#pragma unroll
    for (int c2 = 0; c2 < 2; c2++) {
#pragma unroll
        for (int e = 0; e < R / 4; e++) x[c2][e] = data[word_at(R, gw, c2, e, lane)];
        w[c2] = tw[word_at(R, gw, c2, 0, lane)];
        wq[c2] = tw[(size_t)(1 << 25) + word_at(R, gw, c2, 0, lane)];
    }
#pragma unroll
    for (int i = 0; i < G::D; i++) d[i] = 0;
    if (MODE == MMA_ONLY) {  // one fence; the sums stay in flight between reps
        a_regs<R>(x, a);
        pin(d);
        fence();
#pragma unroll 1
        for (int rep = 0; rep < reps; rep++) {
#pragma unroll
            for (int ks = 0; ks < G::KS; ks++) wgmma_u8<G::N>(d, a[ks], b_desc(sB, ks, G::K, conv), 1);
            commit();
            wait<1>();
        }
        wait<0>();
        pin(d);
        outputs<R, true>(d, x, m);
    } else {
#pragma unroll 1
        for (int rep = 0; rep < reps; rep++) {
            if (MODE == TWIDDLE)
#pragma unroll
                for (int c2 = 0; c2 < 2; c2++)
#pragma unroll
                    for (int e = 0; e < R / 4; e++) x[c2][e] = mont_tw(x[c2][e], w[c2], wq[c2], m.q);
            a_regs<R>(x, a);
            pin(d);
            fence();
#pragma unroll
            for (int ks = 0; ks < G::KS; ks++) wgmma_u8<G::N>(d, a[ks], b_desc(sB, ks, G::K, conv), ks > 0);
            commit();
            wait<0>();
            pin(d);
            outputs<R, false>(d, x, m);
        }
    }
#pragma unroll
    for (int c2 = 0; c2 < 2; c2++)
#pragma unroll
        for (int e = 0; e < R / 4; e++) data[word_at(R, gw, c2, e, lane)] = x[c2][e];
}

// The layout probe: one rep of raw sums (no recombination), D registers out.
template <int R>
__global__ void __launch_bounds__(128, 1) wg_probe(const u32 *data, const uint4 *bimg, u32 *out, int conv) {
    using G = Geo<R>;
    extern __shared__ __align__(128) uint4 sB[];
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    for (int i = threadIdx.x; i < G::BYTES / 16; i += 128) sB[i] = bimg[i];
    asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
    __syncthreads();
    u32 x[2][R / 4], d[G::D], a[R / 8][4];
#pragma unroll
    for (int c2 = 0; c2 < 2; c2++)
#pragma unroll
        for (int e = 0; e < R / 4; e++) x[c2][e] = data[word_at(R, warp, c2, e, lane)];
#pragma unroll
    for (int i = 0; i < G::D; i++) d[i] = 0;
    a_regs<R>(x, a);
    pin(d);
    fence();
#pragma unroll
    for (int ks = 0; ks < G::KS; ks++) wgmma_u8<G::N>(d, a[ks], b_desc(sB, ks, G::K, conv), ks > 0);
    commit();
    wait<0>();
    pin(d);
#pragma unroll
    for (int i = 0; i < G::D; i++) out[(size_t)i * 128 + threadIdx.x] = d[i];
}

// Throughput: m64n256k32 from registers and one 8 KB B, `iters` in a row.
__global__ void __launch_bounds__(128, 1) wg_peak(const u32 *data, const uint4 *bimg, u32 *out, int iters, int conv) {
    extern __shared__ __align__(128) uint4 sB[];
    for (int i = threadIdx.x; i < 256 * 256 / 16; i += 128) sB[i] = bimg[i];
    asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
    __syncthreads();
    const size_t gt = (size_t)blockIdx.x * 128 + threadIdx.x;
    u32 a[4], d[128];
#pragma unroll
    for (int j = 0; j < 4; j++) a[j] = data[gt * 4 + j];
#pragma unroll
    for (int i = 0; i < 128; i++) d[i] = 0;
    pin(d);
    fence();
#pragma unroll 1
    for (int it = 0; it < iters; it++) {
        wgmma_u8<256>(d, a, b_desc(sB, 0, 256, conv), 1);
        commit();
        wait<1>();
    }
    wait<0>();
    pin(d);
    u32 s = 0;
#pragma unroll
    for (int i = 0; i < 128; i++) s += d[i] * (2 * i + 1);
    out[gt] = s;
}

}  // namespace wg

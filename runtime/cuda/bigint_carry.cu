// The carry kernels of the Schönhage–Strassen big-integer products
// (runtime::apps::bigint): digits, carry_scan, carry_fix. Hand-written: their
// threads cooperate (warp shuffles, a block scan in shared memory), which the
// generator's element-wise kernels (independent elements) do not describe.
// The host compiles this text after the generated split / garner / pack
// kernels (generated/apps/bigint.cu, codegen::emit::elementwise::apps::bigint).
// Each has a Rust twin in bigint.rs (the CPU backend) computing the same
// words by the same steps.
//
//   exact coefficients (towers words)
//         --digits--> per-digit sums, first normalisation (each < 2^b + pieces),
//                     and each chunk's carry function (carry-lookahead, step 1)
//         --carry_scan, carry_fix--> digits < 2^b (steps 2 and 3)
//
// Buffers are batch-major. Grids are two-dimensional: y walks the pairs, x
// the indices of one pair (both grid-stride). Indices within a pair fit 32
// bits. Integers here are public: control flow may depend on values, but
// every loop has a bound fixed by the launch parameters (b, pieces, chunks).
typedef unsigned long long u64;
typedef unsigned int u32;

#define FOR_PAIRS(p, batch) for (u64 p = blockIdx.y; p < (batch); p += gridDim.y)
#define FOR_INDEX(i, n) for (u32 i = blockIdx.x * blockDim.x + threadIdx.x; i < (n); i += gridDim.x * blockDim.x)

// The low b bits (b <= 61, checked on the host).
__device__ __forceinline__ u64 low_bits(u64 v, u32 b) {
    return v & ((1ull << b) - 1);
}

// A chunk's carry-out as a function of its carry-in (0 or 1), two bits:
// bit c = carry-out for carry-in c. Identity: 0b10.
#define CARRY_IDENTITY 2u
__device__ __forceinline__ u32 carry_apply(u32 f, u32 c) {
    return (f >> c) & 1u;
}
// `first`, then `then`.
__device__ __forceinline__ u32 carry_compose(u32 first, u32 then) {
    return carry_apply(then, first & 1u) | (carry_apply(then, (first >> 1) & 1u) << 1);
}
// One digit's function: e + c carries (e + c) >> b, 0 or 1 (e < 2^b + pieces).
__device__ __forceinline__ u32 digit_carry(u64 e, u32 b) {
    return (u32)(e >> b) | ((u32)((e + 1) >> b) << 1);
}
// Inclusive prefix of the lanes' functions, lane 0 first (Kogge-Stone over
// warp shuffles). Every lane of the warp calls it.
__device__ __forceinline__ u32 warp_prefix(u32 f) {
    u32 lane = threadIdx.x & 31;
    for (u32 off = 1; off < 32; off <<= 1) {
        u32 before = __shfl_up_sync(0xffffffffu, f, off);
        if (lane >= off) {
            f = carry_compose(before, f);
        }
    }
    return f;
}

// Bits [pos, pos + b) of the number w0 + w1 2^64 + w2 2^128 (registers);
// mask = 2^b - 1. One word (TOWERS = 1) needs no word select.
template <int TOWERS>
__device__ __forceinline__ u64 piece(u64 w0, u64 w1, u64 w2, u32 pos, u64 mask) {
    if (TOWERS == 1) {
        return pos < 64 ? (w0 >> pos) & mask : 0;
    }
    u32 i = pos >> 6, s = pos & 63;
    u64 lo = i == 0 ? w0 : (i == 1 ? w1 : (i == 2 ? w2 : 0));
    u64 hi = i == 0 ? w1 : (i == 1 ? w2 : 0);
    u64 v = lo >> s;
    if (s != 0) {
        v |= hi << (64 - s);
    }
    return v & mask;
}

// e_j = low_b(d_j) + (d_{j-1} >> b) for digit j of a pair, where d_j = the
// sum of piece t of coefficient j - t (t < PIECES): coefficient j - t gives
// piece t to d_j and piece t - 1 to d_{j-1}. Instantiated for each tower
// and piece count (uniform launch parameters), so the PIECES + 1 loads are
// independent and in flight together and no word or piece is handled for
// nothing.
template <int PIECES, int TOWERS>
__device__ __forceinline__ u64 digit_value(const u64* xp, u32 k, u32 b, u32 j) {
    u64 mask = (1ull << b) - 1, d = 0, prev = 0;
#pragma unroll
    for (int t = 0; t <= PIECES; t++) {
        u32 c = j - t;
        bool here = (u32)t <= j && c < k;
        u64 w0 = here ? xp[c] : 0;
        u64 w1 = here && TOWERS > 1 ? xp[(u64)k + c] : 0;
        u64 w2 = here && TOWERS > 2 ? xp[2 * (u64)k + c] : 0;
        if (t < PIECES) {
            d += piece<TOWERS>(w0, w1, w2, t * b, mask);
        }
        if (t > 0) {
            prev += piece<TOWERS>(w0, w1, w2, (t - 1) * b, mask);
        }
    }
    return (d & mask) + (prev >> b);
}

#define MAX_PIECES 4
template <int TOWERS>
__device__ __forceinline__ u64 digit_value_towers(const u64* xp, u32 k, u32 b, u32 pieces, u32 j) {
    switch (pieces) {
        case 1: return digit_value<1, TOWERS>(xp, k, b, j);
        case 2: return digit_value<2, TOWERS>(xp, k, b, j);
        case 3: return digit_value<3, TOWERS>(xp, k, b, j);
        default: return digit_value<MAX_PIECES, TOWERS>(xp, k, b, j);
    }
}
__device__ __forceinline__ u64 digit_value_of(const u64* xp, u32 k, u32 towers, u32 b, u32 pieces, u32 j) {
    switch (towers) {
        case 1: return digit_value_towers<1>(xp, k, b, pieces, j);
        case 2: return digit_value_towers<2>(xp, k, b, pieces, j);
        default: return digit_value_towers<3>(xp, k, b, pieces, j);
    }
}

// Digit j of pair p (digit_value): each d < pieces 2^b < 2^64, so e_j < 2^b
// + pieces and e_j + a carry of 0 or 1 carries at most 1 (pieces + 1 < 2^b;
// 1 <= pieces <= MAX_PIECES, both checked on the host).
//
// A chunk is CHUNK = 32 digits, one warp, a digit a lane (coalesced); the
// warp also composes its digits' carry functions into f[p][chunk]. The
// index runs over chunks x 32 lanes, a multiple of the warp and of the
// block, so whole warps iterate together and every shuffle has all lanes.
extern "C" __global__ void bigint_digits(u64* e, u32* f, const u64* x, u32 k, u32 towers, u32 b, u32 pieces, u32 digits, u32 chunks, u64 batch) {
    FOR_PAIRS(p, batch) FOR_INDEX(j, chunks * 32) {
        u64 v = digit_value_of(x + p * towers * k, k, towers, b, pieces, j);
        if (j < digits) {
            e[p * digits + j] = v;
        }
        u32 all = warp_prefix(j < digits ? digit_carry(v, b) : CARRY_IDENTITY);
        if ((j & 31) == 31) {
            f[p * chunks + j / 32] = all;
        }
    }
}

// One block (SCAN_THREADS threads) per pair: f[p][c] becomes chunk c's
// carry-in. Each thread composes a run of chunks, a Hillis-Steele scan over
// the runs in shared memory gives each run its carry-in, and the thread
// walks its run again writing carry-ins (in place: a run is one thread's).
#define SCAN_THREADS 256
extern "C" __global__ void __launch_bounds__(SCAN_THREADS) bigint_carry_scan(u32* f, u64 chunks, u64 batch) {
    __shared__ u32 s[SCAN_THREADS];
    u32 t = threadIdx.x;
    u64 per = (chunks + SCAN_THREADS - 1) / SCAN_THREADS;
    u64 lo = t * per, hi = min(chunks, lo + per);
    for (u64 p = blockIdx.x; p < batch; p += gridDim.x) {
        u32* fp = f + p * chunks;
        u32 run = CARRY_IDENTITY;
        for (u64 c = lo; c < hi; c++) {
            run = carry_compose(run, fp[c]);
        }
        s[t] = run;
        __syncthreads();
        for (u32 off = 1; off < SCAN_THREADS; off <<= 1) {
            u32 before = t >= off ? s[t - off] : CARRY_IDENTITY;
            u32 mine = s[t];
            __syncthreads();
            s[t] = carry_compose(before, mine);
            __syncthreads();
        }
        u32 carry = t == 0 ? 0u : carry_apply(s[t - 1], 0);
        for (u64 c = lo; c < hi; c++) {
            u32 fc = fp[c];
            fp[c] = carry;
            carry = carry_apply(fc, carry);
        }
        // s is rewritten by the next pair only after every thread read it.
        __syncthreads();
    }
}

// Each chunk again from its true carry-in cin[p][c]: a lane's carry-in is
// the prefix of the lanes below it applied to cin; digits become < 2^b.
extern "C" __global__ void bigint_carry_fix(u64* e, const u32* cin, u32 digits, u32 chunks, u32 b, u64 batch) {
    FOR_PAIRS(p, batch) FOR_INDEX(i, chunks * 32) {
        u32 j = i;
        u64 v = j < digits ? e[p * digits + j] : 0;
        u32 upto = warp_prefix(j < digits ? digit_carry(v, b) : CARRY_IDENTITY);
        u32 below = __shfl_up_sync(0xffffffffu, upto, 1);
        below = (i & 31) == 0 ? CARRY_IDENTITY : below;
        u32 carry = carry_apply(below, cin[p * chunks + i / 32]);
        if (j < digits) {
            e[p * digits + j] = low_bits(v + carry, b);
        }
    }
}

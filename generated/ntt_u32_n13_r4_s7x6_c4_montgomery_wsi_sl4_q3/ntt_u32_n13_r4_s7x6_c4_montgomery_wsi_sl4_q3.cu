// nttgen: ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3 (generated; do not edit)
// command: codegen emit --spec generated/specs/ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3.toml --out generated/ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3
// nvrtc options: --gpu-architecture=sm_XY
//
// spec:
//   name = "ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3"
//   transform = "ntt-negacyclic"
//   log_n = 13
//   word = "u32"
//   reduction = "montgomery"
//   radix = 4
//   stage_split = [7, 6]
//   cluster = 4
//   layout = "natural"
//   access = "classic"
//   twiddles = "table"
//   four_step = false
//   truncate = 0
//   pointwise = "hadamard"
//   scaling = "merged"
//   streams = 1
//   wide_shared_index = true
//   stream_lag = 4
//
//   [moduli]
//   primes = [1073692673, 1073643521, 1073479681]
//
// kernels, in launch order; grid = (grid_x, batch, towers); cost per polynomial of one tower:
//   ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_fwd0: grid_x 16, block 4 x 32, shared 2112 B; mulmods 28672, addmods 57344, butterflies 28672, global bytes 65536 (read 32768, write 32768), table bytes 90112, shuffles 0
//   ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_fwd1: grid_x 32, block 16 x 4, shared 1056 B; mulmods 24576, addmods 57344, butterflies 24576, global bytes 65536 (read 32768, write 32768), table bytes 73728, shuffles 0
//   ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_pw: grid_x 64, block 128 x 1, shared 0 B; mulmods 8192, addmods 0, butterflies 0, global bytes 98304 (read 65536, write 32768), table bytes 0, shuffles 0
//   ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_inv1: grid_x 32, block 16 x 4, shared 1056 B; mulmods 24576, addmods 49152, butterflies 24576, global bytes 65536 (read 32768, write 32768), table bytes 73728, shuffles 0
//   ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_inv0: grid_x 16, block 4 x 32, shared 2112 B; mulmods 32768, addmods 57344, butterflies 28672, global bytes 65536 (read 32768, write 32768), table bytes 98304, shuffles 0
//   ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_product1: grid_x 32, block 16 x 4, shared 2112 B; mulmods 81920, addmods 163840, butterflies 73728, global bytes 98304 (read 65536, write 32768), table bytes 147456, shuffles 0
//   ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_fwd_coop: grid_x 32, block 2 x 32, shared 1216 B; mulmods 53248, addmods 114688, butterflies 53248, global bytes 131072 (read 65536, write 65536), table bytes 163840, shuffles 0
//   ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_inv_coop: grid_x 32, block 2 x 32, shared 1216 B; mulmods 57344, addmods 106496, butterflies 53248, global bytes 131072 (read 65536, write 65536), table bytes 172032, shuffles 0
//   ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_product_coop: grid_x 32, block 2 x 32, shared 2240 B; mulmods 172032, addmods 335872, butterflies 159744, global bytes 294912 (read 163840, write 131072), table bytes 425984, shuffles 0
//   ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_fwd_stream: grid_x 32, block 4 x 32, shared 2240 B; mulmods 53248, addmods 114688, butterflies 53248, global bytes 131072 (read 65536, write 65536), table bytes 163840, shuffles 0

typedef unsigned int uint32_t;
typedef unsigned long long uint64_t;
typedef uint32_t word_t;

/* nttgen reduce/common.cu (word = u32): ModConst and the modular
 * add / sub / half shared by every reduction variant. Rust twin:
 * codegen/src/arith/reduce/common.rs. Inputs in [0, q), outputs in [0, q).
 * Expects word_t to be typedef'd to uint32_t.
 *
 * mod_add: Shivdikar Alg. 1, one branch-free correctional subtraction.
 * u32: needs q < 2^31 (every u32 variant's bound implies it).
 * mod_sub: exact for every q < 2^β.
 * mod_half: a / 2 mod q = (a >> 1) + (a & 1)·(q + 1)/2, q odd.
 */

/* Per-modulus constants: same order as the Rust ModConsts { q, c: [c0, c1, c2] };
 * the meaning of c0..c2 is given at the top of the variant's file. */
struct ModConst { word_t q; word_t c0; word_t c1; word_t c2; };

/* All ones when c, else zero: (word_t)(-(word_t)c). */
__device__ __forceinline__ word_t mod_mask(bool c) { return (word_t)(-(word_t)c); }

/* High word of the double-width product a·b. */
__device__ __forceinline__ word_t mod_mulhi(word_t a, word_t b) {
    return __umulhi(a, b);
}

/* (hi·2^β + lo) >> s truncated to one word, for 1 <= s < β. */
__device__ __forceinline__ word_t mod_shr_wide(word_t hi, word_t lo, unsigned int s) {
    return __funnelshift_r(lo, hi, s);
}

/* r - b where r >= b, else r. On u32 the smaller of r and r - b (which
 * wraps above r exactly when r < b): a subtract and one min, where the
 * select needs a compare besides. */
__device__ __forceinline__ word_t mod_csub(word_t r, word_t b) {
    return min(r, r - b);
}

__device__ __forceinline__ word_t mod_add(word_t a, word_t b, word_t q) {
    word_t s = a + b;
    return mod_csub(s, q);
}

__device__ __forceinline__ word_t mod_sub(word_t a, word_t b, word_t q) {
    word_t d = a - b;
    return min(d, d + q);
}

__device__ __forceinline__ word_t mod_half(word_t a, word_t q) {
    return (a >> 1) + (((q >> 1) + 1) & mod_mask((a & 1) != 0));
}

/* nttgen reduce/montgomery.cu (word = u32): Montgomery multiplication,
 * R = 2^β (Montgomery 1985; Shivdikar §II-A, Goey §3.1).
 * Rust twin: codegen/src/arith/reduce/montgomery.rs.
 *
 * Bounds: q odd, 3 <= q < 2^(β-2) (len(q) <= β - 2).
 * REDC (subtractive form), T = thi·2^β + tlo < q·2^β:
 *   u = tlo·q^-1 mod 2^β;  t = thi - mulhi(u, q) in (-q, q);  t += q if negative.
 * Twiddles are stored in Montgomery form w·R mod q: mod_mul_tw(a, wR) = a·w (one REDC).
 * General product of normal-form values: REDC(REDC(a·b)·(R^2 mod q)) = a·b mod q.
 * ModConst: c0 = q^-1 mod 2^β, c1 = R^2 mod q, c2 = 0 (unused).
 */

__device__ __forceinline__ word_t mod_redc(word_t thi, word_t tlo, const ModConst m) {
    word_t u = tlo * m.c0;
    word_t uq = mod_mulhi(u, m.q);
    word_t t = thi - uq;
    return t + (m.q & mod_mask(thi < uq));
}

__device__ __forceinline__ word_t mod_mont_mul(word_t a, word_t b, const ModConst m) {
    return mod_redc(mod_mulhi(a, b), a * b, m);
}

__device__ __forceinline__ word_t mod_mul(word_t a, word_t b, const ModConst m) {
    return mod_mont_mul(mod_mont_mul(a, b, m), m.c1, m);
}

__device__ __forceinline__ word_t mod_mul_tw(word_t a, word_t w, word_t w_comp, const ModConst m) {
    return mod_mont_mul(a, w, m);
}

/* The lazy product (reduce/lazy.cu's butterflies over Montgomery twiddles):
 * REDC of a·wR for a < 4q is exact (4q·q < q·2^β by the bound above) and its
 * sign correction is left out: for a < 4q and b < q, thi < q, so
 * thi - mulhi(u, q) + q is in (0, 2q) (as Harvey's), one three-input add
 * where the exact form compares and selects. */
__device__ __forceinline__ word_t mod_mont_mul_lazy(word_t a, word_t b, const ModConst m) {
    const word_t u = (a * b) * m.c0;
    return mod_mulhi(a, b) - mod_mulhi(u, m.q) + m.q;
}

__device__ __forceinline__ word_t mod_mul_lazy(word_t a, word_t w, word_t w_comp, const ModConst m) {
    return mod_mont_mul_lazy(a, w, m);
}

/* nttgen reduce/lazy.cu (word = u32): Harvey's lazy butterflies, once
 * for every reduction whose descriptor says `lazy` (Rust twins:
 * codegen/src/arith/reduce, Modulus::bfly_ct_lazy / bfly_gs_lazy / normalize
 * / bfly_gs_last). Values stay in [0, 2B) (CT) or [0, B) (GS) between
 * levels and are brought to [0, q) once, before a global store;
 * B = 2q,
 * 2B < 2^β by the variant's bound. mod_mul_lazy is the variant's
 * stored-form product on lazy inputs (its file says why it is exact there).
 * Corrections are branch-free selects. */

__device__ __forceinline__ word_t mod_half_lazy(word_t v, word_t q) {
    return (v >> 1) + (((q >> 1) + 1) & mod_mask((v & 1) != 0));
}

__device__ __forceinline__ void bfly_ct_lazy(word_t& x, word_t& y, word_t w, word_t w_comp, const ModConst m) {
    const word_t b = m.q + m.q;
    const word_t u = mod_csub(x, m.q + m.q);
    const word_t t = mod_mul_lazy(y, w, w_comp, m);
    x = u + t;
    y = u - t + b;
}

__device__ __forceinline__ void bfly_gs_lazy(word_t& x, word_t& y, word_t w, word_t w_comp, bool half, const ModConst m) {
    const word_t b = m.q + m.q;
    const word_t s = mod_csub(x + y, b);
    const word_t d = mod_mul_lazy(x - y + b, w, w_comp, m);
    x = half ? mod_half_lazy(s, m.q) : s;
    y = half ? mod_half_lazy(d, m.q) : d;
}
__device__ __forceinline__ word_t mod_normalize(word_t x, const ModConst m) {
    return mod_csub(mod_csub(x, m.q + m.q), m.q);
}

/* The inverse's last level with 1/len folded in (twin of Modulus::bfly_gs_last):
 * x, y lazy GS values below B; ((x + y) s, (x + B - y) w) through the exact
 * stored-form product, which takes operands below 2B, so the sum needs no
 * correction first. Results in [0, q). */
__device__ __forceinline__ void bfly_gs_last(word_t& x, word_t& y, word_t w, word_t w_comp, word_t s, word_t s_comp, const ModConst m) {
    const word_t b = m.q + m.q;
    const word_t u = x + y;
    const word_t d = x + b - y;
    x = mod_mul_tw(u, s, s_comp, m);
    y = mod_mul_tw(d, w, w_comp, m);
}

/* A GS value, [0, B) -> [0, q). */
__device__ __forceinline__ word_t mod_normalize_gs(word_t x, const ModConst m) {
    return mod_csub(x, m.q);
}

/* nttgen butterfly.cu (word = u32): the exact Cooley-Tukey and
 * Gentleman-Sande butterflies and the product and butterflies over Z_q[i]
 * (DGT), built on the reduction's mod_add / mod_sub / mod_half / mod_mul /
 * mod_mul_tw, so it follows the reduction's file. Rust twin:
 * codegen/src/arith/reduce/butterfly.rs. Inputs and outputs in [0, q).
 *
 * A twiddle comes as (w, w_comp, stored): stored = in the reduction's stored
 * form, multiplied through mod_mul_tw (w_comp = 0 where the reduction keeps no
 * companion); otherwise a plain residue, multiplied through mod_mul. The
 * stored and half flags are literals at every call, so the selects fold away.
 */

__device__ __forceinline__ word_t mod_mul_by(word_t x, word_t w, word_t w_comp, bool stored, const ModConst m) {
    return stored ? mod_mul_tw(x, w, w_comp, m) : mod_mul(x, w, m);
}

__device__ __forceinline__ word_t mod_half_if(word_t v, bool half, word_t q) {
    return half ? mod_half(v, q) : v;
}

/* (a, b) <- (a + w b, a - w b), each halved when half. */
__device__ __forceinline__ void bfly_ct(word_t& a, word_t& b, word_t w, word_t w_comp, bool stored, bool half, const ModConst m) {
    const word_t t = mod_mul_by(b, w, w_comp, stored, m);
    const word_t u = a;
    a = mod_half_if(mod_add(u, t, m.q), half, m.q);
    b = mod_half_if(mod_sub(u, t, m.q), half, m.q);
}

/* (a, b) <- (a + b, (a - b) w), each halved when half. */
__device__ __forceinline__ void bfly_gs(word_t& a, word_t& b, word_t w, word_t w_comp, bool stored, bool half, const ModConst m) {
    const word_t d = mod_sub(a, b, m.q);
    a = mod_half_if(mod_add(a, b, m.q), half, m.q);
    b = mod_half_if(mod_mul_by(d, w, w_comp, stored, m), half, m.q);
}

/* Real and imaginary parts of (re + i im)(w0 + i w1). */
__device__ __forceinline__ word_t gmul_re(word_t re, word_t im,
                                          word_t w0, word_t w0_comp, bool stored0,
                                          word_t w1, word_t w1_comp, bool stored1, const ModConst m) {
    return mod_sub(mod_mul_by(re, w0, w0_comp, stored0, m), mod_mul_by(im, w1, w1_comp, stored1, m), m.q);
}

__device__ __forceinline__ word_t gmul_im(word_t re, word_t im,
                                          word_t w0, word_t w0_comp, bool stored0,
                                          word_t w1, word_t w1_comp, bool stored1, const ModConst m) {
    return mod_add(mod_mul_by(re, w1, w1_comp, stored1, m), mod_mul_by(im, w0, w0_comp, stored0, m), m.q);
}

/* (re + i im) <- (re + i im)(w0 + i w1). */
__device__ __forceinline__ void gmul_tw(word_t& re, word_t& im,
                                        word_t w0, word_t w0_comp, bool stored0,
                                        word_t w1, word_t w1_comp, bool stored1, const ModConst m) {
    const word_t ur = re, ui = im;
    re = gmul_re(ur, ui, w0, w0_comp, stored0, w1, w1_comp, stored1, m);
    im = gmul_im(ur, ui, w0, w0_comp, stored0, w1, w1_comp, stored1, m);
}

/* Gaussian CT: (a, b) <- (a + w b, a - w b) over Z_q[i], halved when half. */
__device__ __forceinline__ void gbfly_ct(word_t& ar, word_t& ai, word_t& br, word_t& bi,
                                         word_t w0, word_t w0_comp, bool stored0,
                                         word_t w1, word_t w1_comp, bool stored1, bool half, const ModConst m) {
    const word_t pr = gmul_re(br, bi, w0, w0_comp, stored0, w1, w1_comp, stored1, m);
    const word_t pi = gmul_im(br, bi, w0, w0_comp, stored0, w1, w1_comp, stored1, m);
    const word_t ur = ar, ui = ai;
    ar = mod_half_if(mod_add(ur, pr, m.q), half, m.q);
    ai = mod_half_if(mod_add(ui, pi, m.q), half, m.q);
    br = mod_half_if(mod_sub(ur, pr, m.q), half, m.q);
    bi = mod_half_if(mod_sub(ui, pi, m.q), half, m.q);
}

/* Gaussian GS: (a, b) <- (a + b, (a - b) w) over Z_q[i], halved when half. */
__device__ __forceinline__ void gbfly_gs(word_t& ar, word_t& ai, word_t& br, word_t& bi,
                                         word_t w0, word_t w0_comp, bool stored0,
                                         word_t w1, word_t w1_comp, bool stored1, bool half, const ModConst m) {
    const word_t dr = mod_sub(ar, br, m.q), di = mod_sub(ai, bi, m.q);
    ar = mod_half_if(mod_add(ar, br, m.q), half, m.q);
    ai = mod_half_if(mod_add(ai, bi, m.q), half, m.q);
    br = mod_half_if(gmul_re(dr, di, w0, w0_comp, stored0, w1, w1_comp, stored1, m), half, m.q);
    bi = mod_half_if(gmul_im(dr, di, w0, w0_comp, stored0, w1, w1_comp, stored1, m), half, m.q);
}

/* nttgen grid.cu: the grid barrier of a one-launch kernel, included only by
 * plans with a one-launch program (`lower::fuse`).
 *
 * grid_sync: every thread of every block of the launch arrives, then waits,
 * on a counter the launch provides. Launched without the cooperative
 * attribute (the runtime, where the device overlaps launches: the grid's
 * residency checked first), `counter` is one word the executor keeps per
 * stream, so that the launch may begin while the grid before it drains.
 * Launched cooperatively (cuLaunchCooperativeKernel, or the attribute; the
 * C functions) `counter` is null and the launch's workspace, whose address
 * is in %envreg2 (low word) and %envreg1 (high word), holds the counter in
 * its second word. Each block's thread 0 adds to it once, block 0 adding
 * 2^31 - (blocks - 1) and every other block 1: the counter's top bit flips
 * exactly when the last block has arrived, whatever the counter held, so it
 * needs no reset between barriers or launches (launches that share a
 * counter are ordered by their stream). The add is a release and the
 * polling load an acquire, both at GPU scope, so every block's global
 * writes before the barrier are seen by every block after it.
 */
__device__ __forceinline__ void grid_sync(unsigned int* counter) {
    __syncthreads();
    if (threadIdx.x == 0 && threadIdx.y == 0) {
        unsigned int old, now;
        if (counter == nullptr) {
            unsigned int lo, hi;
            asm volatile("mov.u32 %0, %%envreg2;" : "=r"(lo));
            asm volatile("mov.u32 %0, %%envreg1;" : "=r"(hi));
            counter = (unsigned int*)(((unsigned long long)hi << 32) | lo) + 1;
        }
        const unsigned int blocks = gridDim.x * gridDim.y * gridDim.z;
        const bool first = blockIdx.x == 0 && blockIdx.y == 0 && blockIdx.z == 0;
        const unsigned int add = first ? 0x80000000u - (blocks - 1u) : 1u;
        asm volatile("atom.add.release.gpu.u32 %0, [%1], %2;" : "=r"(old) : "l"(counter), "r"(add) : "memory");
        do {
            asm volatile("ld.acquire.gpu.u32 %0, [%1];" : "=r"(now) : "l"(counter) : "memory");
        } while (((old ^ now) & 0x80000000u) == 0u);
    }
    __syncthreads();
}

/* nttgen stream.cu: the work items of a streamed kernel (`stream_lag`,
 * `lower::stream`), included only by plans that have one.
 *
 * A streamed kernel is persistent: its blocks (about as many as the GPU
 * holds, `KernelLaunch::persistent`) take work items one after another.
 * `counters` holds `polys` per-polynomial counts of finished first-part
 * blocks, then the ticket; zeroed when allocated, and the block of the
 * last ticket zeroes them again.
 *
 * stream_take: thread 0 takes the next ticket; every thread gets its work
 * item (part, polynomial, block of the part), the arithmetic of
 * `Stream::item`: the first `lag` polynomials' first parts, then each
 * polynomial's first part followed by the second part of the one `lag`
 * before, then the last `lag` second parts. A block waits only for items
 * of earlier tickets, whose blocks are running: no deadlock, however many
 * blocks the GPU holds. Past the last item it returns false: the block is
 * done. Each block takes exactly one ticket past the items, after all of
 * its own items, so the block that takes the very last one knows every
 * block is done with the counters but for arrivals still on their way.
 */
__device__ __forceinline__ void stream_reset(unsigned* ctr, unsigned polys, unsigned b0) {
    const unsigned threads = blockDim.x * blockDim.y, me = threadIdx.y * blockDim.x + threadIdx.x;
    // Each count ends at b0: wait for an arrival still on its way, then zero it.
    for (unsigned p = me; p < polys; p += threads) {
        while (atomicCAS(ctr + p, b0, 0u) != b0) { }
    }
    // Every other block's ticket came before this block's last.
    if (me == 0) ctr[polys] = 0u;
}

__device__ __forceinline__ bool stream_take(unsigned* ctr, unsigned polys, unsigned max_lag, unsigned b0, unsigned b1, unsigned& part, unsigned& poly, unsigned& block) {
    __shared__ unsigned ticket;
    if (threadIdx.x == 0 && threadIdx.y == 0) ticket = atomicAdd(ctr + polys, 1u);
    __syncthreads();
    const unsigned i = ticket, lag = min(max_lag, polys), total = polys * (b0 + b1);
    if (i >= total) {
        if (i == total + gridDim.x * gridDim.y * gridDim.z - 1u) stream_reset(ctr, polys, b0);
        return false;
    }
    const unsigned head = lag * b0, mid = (polys - lag) * (b0 + b1);
    if (i < head) {
        part = 0; poly = i / b0; block = i % b0;
    } else if (i < head + mid) {
        const unsigned p = (i - head) / (b0 + b1), r = (i - head) % (b0 + b1);
        if (r < b0) { part = 0; poly = lag + p; block = r; }
        else { part = 1; poly = p; block = r - b0; }
    } else {
        const unsigned t = i - head - mid;
        part = 1; poly = polys - lag + t / b1; block = t % b1;
    }
    return true;
}

/* A first-part block has finished its polynomial's words: every thread's
 * stores are before the barrier, thread 0's fence makes them visible at GPU
 * scope before its count. */
__device__ __forceinline__ void stream_arrive(unsigned* count) {
    __syncthreads();
    if (threadIdx.x == 0 && threadIdx.y == 0) {
        __threadfence();
        atomicAdd(count, 1u);
    }
}

/* The `Scope::Polynomial` barrier: thread 0 polls its polynomial's count
 * with acquire loads until every first-part block has arrived; the block
 * barrier hands that on to the other threads. */
__device__ __forceinline__ void stream_wait(const unsigned* count, unsigned blocks) {
    if (threadIdx.x == 0 && threadIdx.y == 0) {
        unsigned now;
        do {
            asm volatile("ld.acquire.gpu.u32 %0, [%1];" : "=r"(now) : "l"(count) : "memory");
        } while (now < blocks);
    }
    __syncthreads();
}



extern "C" __global__ void __launch_bounds__(128) ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_fwd0(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_fwd_v,
    const ModConst* __restrict__ mods)
{
    // Launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 8192;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 8192;
    extern __shared__ word_t smem[];
    // Shared words are indexed smem[smem_z + index + offset] (wide_shared_index): a zero the compiler cannot see through, so the sum stays 64-bit and each constant offset folds into its access (NVRTC addresses shared memory with 64-bit pointers; without it, a one-launch kernel at 2^17 took 1080 instructions where nvcc's build took 1032).
    size_t smem_z = 0;
    asm("" : "+l"(smem_z));
    word_t r0, r1, r2, r3, r4, r6, r8;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    r1 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 2048];
    r2 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 4096];
    r3 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 6144];
    r4 = tw_fwd_v_t[(size_t)((bx >> 4) | (threadIdx.x >> 6)) + 1];
    bfly_ct_lazy(r0, r2, r4, 0, m);
    bfly_ct_lazy(r1, r3, r4, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((bx >> 4) | (threadIdx.x >> 6)) << 1) + 2]); r6 = v.x; r8 = v.y; }
    bfly_ct_lazy(r0, r1, r6, 0, m);
    bfly_ct_lazy(r2, r3, r8, 0, m);
    smem[smem_z + ((((threadIdx.y & 31u) << 2) + threadIdx.x) + ((((threadIdx.y & 31u) << 2) + threadIdx.x) >> 5))] = r0;
    smem[smem_z + ((((threadIdx.y & 31u) << 2) + threadIdx.x) + ((((threadIdx.y & 31u) << 2) + threadIdx.x) >> 5)) + 132] = r1;
    smem[smem_z + ((((threadIdx.y & 31u) << 2) + threadIdx.x) + ((((threadIdx.y & 31u) << 2) + threadIdx.x) >> 5)) + 264] = r2;
    smem[smem_z + ((((threadIdx.y & 31u) << 2) + threadIdx.x) + ((((threadIdx.y & 31u) << 2) + threadIdx.x) >> 5)) + 396] = r3;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 5))];
    r1 = smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 5)) + 33];
    r2 = smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 5)) + 66];
    r3 = smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 5)) + 99];
    r4 = tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 2) | ((threadIdx.y >> 3) & 3u)) + 4];
    bfly_ct_lazy(r0, r2, r4, 0, m);
    bfly_ct_lazy(r1, r3, r4, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 3) | (((threadIdx.y >> 3) & 3u) << 1)) + 8]); r6 = v.x; r8 = v.y; }
    bfly_ct_lazy(r0, r1, r6, 0, m);
    bfly_ct_lazy(r2, r3, r8, 0, m);
    smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 5))] = r0;
    smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 5)) + 33] = r1;
    smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 5)) + 66] = r2;
    smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 5)) + 99] = r3;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) >> 5))];
    r1 = smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 2u) << 2) + threadIdx.x) >> 5)) + 8];
    r2 = smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 4u) << 2) + threadIdx.x) >> 5)) + 16];
    r3 = smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 6u) << 2) + threadIdx.x) >> 5)) + 24];
    r4 = tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((threadIdx.y >> 1) & 15u)) + 16];
    bfly_ct_lazy(r0, r2, r4, 0, m);
    bfly_ct_lazy(r1, r3, r4, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 15u) << 1)) + 32]); r6 = v.x; r8 = v.y; }
    bfly_ct_lazy(r0, r1, r6, 0, m);
    bfly_ct_lazy(r2, r3, r8, 0, m);
    smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) >> 5))] = r0;
    smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 2u) << 2) + threadIdx.x) >> 5)) + 8] = r1;
    smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 4u) << 2) + threadIdx.x) >> 5)) + 16] = r2;
    smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 6u) << 2) + threadIdx.x) >> 5)) + 24] = r3;
    __syncthreads();

    // phase 3: forward kernel 0: group 3
    r0 = smem[smem_z + (((((threadIdx.y & 31u) << 2) << 2) + threadIdx.x) + (((((threadIdx.y & 31u) << 2) << 2) + threadIdx.x) >> 5))];
    r1 = smem[smem_z + (((((threadIdx.y & 31u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 31u) << 2) | 1u) << 2) + threadIdx.x) >> 5)) + 4];
    r2 = smem[smem_z + (((((threadIdx.y & 31u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 31u) << 2) | 2u) << 2) + threadIdx.x) >> 5)) + 8];
    r3 = smem[smem_z + (((((threadIdx.y & 31u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 31u) << 2) | 3u) << 2) + threadIdx.x) >> 5)) + 12];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 31u) << 1)) + 64]); r4 = v.x; r6 = v.y; }
    bfly_ct_lazy(r0, r1, r4, 0, m);
    bfly_ct_lazy(r2, r3, r6, 0, m);
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))] = r0;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 64] = r1;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 128] = r2;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 192] = r3;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_fwd1(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_fwd_v,
    const ModConst* __restrict__ mods)
{
    // Launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 8192;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 8192;
    extern __shared__ word_t smem[];
    // Shared words are indexed smem[smem_z + index + offset] (wide_shared_index): a zero the compiler cannot see through, so the sum stays 64-bit and each constant offset folds into its access (NVRTC addresses shared memory with 64-bit pointers; without it, a one-launch kernel at 2^17 took 1080 instructions where nvcc's build took 1032).
    size_t smem_z = 0;
    asm("" : "+l"(smem_z));
    word_t r0, r1, r2, r3, r4, r6, r8;
    const unsigned bx = blockIdx.x;

    // phase 0: forward kernel 1: load
    r0 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u))];
    r1 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u)) + 16];
    r2 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u)) + 32];
    r3 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u)) + 48];
    r4 = tw_fwd_v_t[(size_t)((bx << 2) | threadIdx.y) + 128];
    bfly_ct_lazy(r0, r2, r4, 0, m);
    bfly_ct_lazy(r1, r3, r4, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((bx << 2) | threadIdx.y) << 1) + 256]); r6 = v.x; r8 = v.y; }
    bfly_ct_lazy(r0, r1, r6, 0, m);
    bfly_ct_lazy(r2, r3, r8, 0, m);
    smem[smem_z + (((threadIdx.y << 6) + (threadIdx.x & 15u)) + (((threadIdx.y << 6) + (threadIdx.x & 15u)) >> 5))] = r0;
    smem[smem_z + (((threadIdx.y << 6) + (threadIdx.x & 15u)) + (((threadIdx.y << 6) + (threadIdx.x & 15u)) >> 5)) + 16] = r1;
    smem[smem_z + (((threadIdx.y << 6) + (threadIdx.x & 15u)) + (((threadIdx.y << 6) + (threadIdx.x & 15u)) >> 5)) + 33] = r2;
    smem[smem_z + (((threadIdx.y << 6) + (threadIdx.x & 15u)) + (((threadIdx.y << 6) + (threadIdx.x & 15u)) >> 5)) + 49] = r3;
    __syncthreads();

    // phase 1: forward kernel 1: group 1
    r0 = smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 5))];
    r1 = smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 5)) + 4];
    r2 = smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 5)) + 8];
    r3 = smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 5)) + 12];
    r4 = tw_fwd_v_t[(size_t)((((bx << 2) | threadIdx.y) << 2) | ((threadIdx.x >> 2) & 3u)) + 512];
    bfly_ct_lazy(r0, r2, r4, 0, m);
    bfly_ct_lazy(r1, r3, r4, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx << 2) | threadIdx.y) << 3) | (((threadIdx.x >> 2) & 3u) << 1)) + 1024]); r6 = v.x; r8 = v.y; }
    bfly_ct_lazy(r0, r1, r6, 0, m);
    bfly_ct_lazy(r2, r3, r8, 0, m);
    smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 5))] = r0;
    smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 5)) + 4] = r1;
    smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 5)) + 8] = r2;
    smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 5)) + 12] = r3;
    __syncthreads();

    // phase 2: forward kernel 1: group 2
    r0 = smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) >> 5))];
    r1 = smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) >> 5)) + 1];
    r2 = smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) >> 5)) + 2];
    r3 = smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) >> 5)) + 3];
    r4 = tw_fwd_v_t[(size_t)((((bx << 2) | threadIdx.y) << 4) | (threadIdx.x & 15u)) + 2048];
    bfly_ct_lazy(r0, r2, r4, 0, m);
    bfly_ct_lazy(r1, r3, r4, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 15u) << 1)) + 4096]); r6 = v.x; r8 = v.y; }
    bfly_ct_lazy(r0, r1, r6, 0, m);
    bfly_ct_lazy(r2, r3, r8, 0, m);
    r0 = mod_normalize(r0, m);
    r1 = mod_normalize(r1, m);
    r2 = mod_normalize(r2, m);
    r3 = mod_normalize(r3, m);
    *reinterpret_cast<uint4*>(&x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | ((threadIdx.x & 15u) << 2))]) = make_uint4(r0, r1, r2, r3);
}

extern "C" __global__ void __launch_bounds__(128) ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_pw(
    word_t* __restrict__ x,
    word_t* __restrict__ y,
    const ModConst* __restrict__ mods)
{
    // Launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 8192;
    const ModConst m = mods[tower];
    word_t r0, r1;
    const unsigned bx = blockIdx.x;

    // phase 0: pointwise
    r0 = x[poly + (size_t)((bx << 7) + threadIdx.x)];
    r1 = y[poly + (size_t)((bx << 7) + threadIdx.x)];
    r0 = mod_mul(r0, r1, m);
    x[poly + (size_t)((bx << 7) + threadIdx.x)] = r0;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_inv1(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_inv_v,
    const ModConst* __restrict__ mods)
{
    // Launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 8192;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 8192;
    extern __shared__ word_t smem[];
    // Shared words are indexed smem[smem_z + index + offset] (wide_shared_index): a zero the compiler cannot see through, so the sum stays 64-bit and each constant offset folds into its access (NVRTC addresses shared memory with 64-bit pointers; without it, a one-launch kernel at 2^17 took 1080 instructions where nvcc's build took 1032).
    size_t smem_z = 0;
    asm("" : "+l"(smem_z));
    word_t r0, r1, r2, r3, r4, r6, r8;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 1: load
    { const uint4 v = *reinterpret_cast<const uint4*>(&x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | ((threadIdx.x & 15u) << 2))]); r0 = v.x; r1 = v.y; r2 = v.z; r3 = v.w; }
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 15u) << 1)) + 4096]); r4 = v.x; r6 = v.y; }
    bfly_gs_lazy(r0, r1, r4, 0, false, m);
    bfly_gs_lazy(r2, r3, r6, 0, false, m);
    r8 = tw_inv_v_t[(size_t)((((bx << 2) | threadIdx.y) << 4) | (threadIdx.x & 15u)) + 2048];
    bfly_gs_lazy(r0, r2, r8, 0, false, m);
    bfly_gs_lazy(r1, r3, r8, 0, false, m);
    smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) >> 5))] = r0;
    smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) >> 5)) + 1] = r1;
    smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) >> 5)) + 2] = r2;
    smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) >> 5)) + 3] = r3;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 5))];
    r1 = smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 5)) + 4];
    r2 = smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 5)) + 8];
    r3 = smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 5)) + 12];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx << 2) | threadIdx.y) << 3) | (((threadIdx.x >> 2) & 3u) << 1)) + 1024]); r4 = v.x; r6 = v.y; }
    bfly_gs_lazy(r0, r1, r4, 0, false, m);
    bfly_gs_lazy(r2, r3, r6, 0, false, m);
    r8 = tw_inv_v_t[(size_t)((((bx << 2) | threadIdx.y) << 2) | ((threadIdx.x >> 2) & 3u)) + 512];
    bfly_gs_lazy(r0, r2, r8, 0, false, m);
    bfly_gs_lazy(r1, r3, r8, 0, false, m);
    smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 5))] = r0;
    smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 5)) + 4] = r1;
    smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 5)) + 8] = r2;
    smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 5)) + 12] = r3;
    __syncthreads();

    // phase 2: inverse kernel 1: group 2
    r0 = smem[smem_z + (((threadIdx.y << 6) + (threadIdx.x & 15u)) + (((threadIdx.y << 6) + (threadIdx.x & 15u)) >> 5))];
    r1 = smem[smem_z + (((threadIdx.y << 6) + (threadIdx.x & 15u)) + (((threadIdx.y << 6) + (threadIdx.x & 15u)) >> 5)) + 16];
    r2 = smem[smem_z + (((threadIdx.y << 6) + (threadIdx.x & 15u)) + (((threadIdx.y << 6) + (threadIdx.x & 15u)) >> 5)) + 33];
    r3 = smem[smem_z + (((threadIdx.y << 6) + (threadIdx.x & 15u)) + (((threadIdx.y << 6) + (threadIdx.x & 15u)) >> 5)) + 49];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(((bx << 2) | threadIdx.y) << 1) + 256]); r4 = v.x; r6 = v.y; }
    bfly_gs_lazy(r0, r1, r4, 0, false, m);
    bfly_gs_lazy(r2, r3, r6, 0, false, m);
    r8 = tw_inv_v_t[(size_t)((bx << 2) | threadIdx.y) + 128];
    bfly_gs_lazy(r0, r2, r8, 0, false, m);
    bfly_gs_lazy(r1, r3, r8, 0, false, m);
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u))] = r0;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u)) + 16] = r1;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u)) + 32] = r2;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u)) + 48] = r3;
}

extern "C" __global__ void __launch_bounds__(128) ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_inv0(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_inv_v,
    const word_t* __restrict__ inv_len_v,
    const ModConst* __restrict__ mods)
{
    // Launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 8192;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 8192;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    // Shared words are indexed smem[smem_z + index + offset] (wide_shared_index): a zero the compiler cannot see through, so the sum stays 64-bit and each constant offset folds into its access (NVRTC addresses shared memory with 64-bit pointers; without it, a one-launch kernel at 2^17 took 1080 instructions where nvcc's build took 1032).
    size_t smem_z = 0;
    asm("" : "+l"(smem_z));
    word_t r0, r1, r2, r3, r4, r6, r8, r10;
    const unsigned bx = blockIdx.x;

    // phase 0: inverse kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    r1 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 64];
    r2 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 128];
    r3 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 192];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 31u) << 1)) + 64]); r4 = v.x; r6 = v.y; }
    bfly_gs_lazy(r0, r1, r4, 0, false, m);
    bfly_gs_lazy(r2, r3, r6, 0, false, m);
    smem[smem_z + (((((threadIdx.y & 31u) << 2) << 2) + threadIdx.x) + (((((threadIdx.y & 31u) << 2) << 2) + threadIdx.x) >> 5))] = r0;
    smem[smem_z + (((((threadIdx.y & 31u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 31u) << 2) | 1u) << 2) + threadIdx.x) >> 5)) + 4] = r1;
    smem[smem_z + (((((threadIdx.y & 31u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 31u) << 2) | 2u) << 2) + threadIdx.x) >> 5)) + 8] = r2;
    smem[smem_z + (((((threadIdx.y & 31u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 31u) << 2) | 3u) << 2) + threadIdx.x) >> 5)) + 12] = r3;
    __syncthreads();

    // phase 1: inverse kernel 0: group 1
    r0 = smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) >> 5))];
    r1 = smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 2u) << 2) + threadIdx.x) >> 5)) + 8];
    r2 = smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 4u) << 2) + threadIdx.x) >> 5)) + 16];
    r3 = smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 6u) << 2) + threadIdx.x) >> 5)) + 24];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 15u) << 1)) + 32]); r4 = v.x; r6 = v.y; }
    bfly_gs_lazy(r0, r1, r4, 0, false, m);
    bfly_gs_lazy(r2, r3, r6, 0, false, m);
    r8 = tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((threadIdx.y >> 1) & 15u)) + 16];
    bfly_gs_lazy(r0, r2, r8, 0, false, m);
    bfly_gs_lazy(r1, r3, r8, 0, false, m);
    smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) >> 5))] = r0;
    smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 2u) << 2) + threadIdx.x) >> 5)) + 8] = r1;
    smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 4u) << 2) + threadIdx.x) >> 5)) + 16] = r2;
    smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 6u) << 2) + threadIdx.x) >> 5)) + 24] = r3;
    __syncthreads();

    // phase 2: inverse kernel 0: group 2
    r0 = smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 5))];
    r1 = smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 5)) + 33];
    r2 = smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 5)) + 66];
    r3 = smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 5)) + 99];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 3) | (((threadIdx.y >> 3) & 3u) << 1)) + 8]); r4 = v.x; r6 = v.y; }
    bfly_gs_lazy(r0, r1, r4, 0, false, m);
    bfly_gs_lazy(r2, r3, r6, 0, false, m);
    r8 = tw_inv_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 2) | ((threadIdx.y >> 3) & 3u)) + 4];
    bfly_gs_lazy(r0, r2, r8, 0, false, m);
    bfly_gs_lazy(r1, r3, r8, 0, false, m);
    smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 5))] = r0;
    smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 5)) + 33] = r1;
    smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 5)) + 66] = r2;
    smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 5)) + 99] = r3;
    __syncthreads();

    // phase 3: inverse kernel 0: group 3
    r0 = smem[smem_z + ((((threadIdx.y & 31u) << 2) + threadIdx.x) + ((((threadIdx.y & 31u) << 2) + threadIdx.x) >> 5))];
    r1 = smem[smem_z + ((((threadIdx.y & 31u) << 2) + threadIdx.x) + ((((threadIdx.y & 31u) << 2) + threadIdx.x) >> 5)) + 132];
    r2 = smem[smem_z + ((((threadIdx.y & 31u) << 2) + threadIdx.x) + ((((threadIdx.y & 31u) << 2) + threadIdx.x) >> 5)) + 264];
    r3 = smem[smem_z + ((((threadIdx.y & 31u) << 2) + threadIdx.x) + ((((threadIdx.y & 31u) << 2) + threadIdx.x) >> 5)) + 396];
    r4 = inv_len_v_t[1];
    r6 = inv_len_v_t[0];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(((bx >> 4) | (threadIdx.x >> 6)) << 1) + 2]); r8 = v.x; r10 = v.y; }
    bfly_gs_lazy(r0, r1, r8, 0, false, m);
    bfly_gs_lazy(r2, r3, r10, 0, false, m);
    bfly_gs_last(r0, r2, r4, 0, r6, 0, m);
    bfly_gs_last(r1, r3, r4, 0, r6, 0, m);
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))] = r0;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 2048] = r1;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 4096] = r2;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 6144] = r3;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_product1(
    word_t* __restrict__ x,
    word_t* __restrict__ y,
    const word_t* __restrict__ tw_fwd_v,
    const word_t* __restrict__ tw_inv_v,
    const ModConst* __restrict__ mods)
{
    // Launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 8192;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 8192;
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 8192;
    extern __shared__ word_t smem[];
    // Shared words are indexed smem[smem_z + index + offset] (wide_shared_index): a zero the compiler cannot see through, so the sum stays 64-bit and each constant offset folds into its access (NVRTC addresses shared memory with 64-bit pointers; without it, a one-launch kernel at 2^17 took 1080 instructions where nvcc's build took 1032).
    size_t smem_z = 0;
    asm("" : "+l"(smem_z));
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r8, r10, r12, r14, r16, r18;
    const unsigned bx = blockIdx.x;

    // phase 0: product kernel: load
    r0 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u))];
    r1 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u)) + 16];
    r2 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u)) + 32];
    r3 = x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u)) + 48];
    r4 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u))];
    r5 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u)) + 16];
    r6 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u)) + 32];
    r7 = y[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u)) + 48];
    r8 = tw_fwd_v_t[(size_t)((bx << 2) | threadIdx.y) + 128];
    bfly_ct_lazy(r0, r2, r8, 0, m);
    bfly_ct_lazy(r1, r3, r8, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((bx << 2) | threadIdx.y) << 1) + 256]); r10 = v.x; r12 = v.y; }
    bfly_ct_lazy(r0, r1, r10, 0, m);
    bfly_ct_lazy(r2, r3, r12, 0, m);
    bfly_ct_lazy(r4, r6, r8, 0, m);
    bfly_ct_lazy(r5, r7, r8, 0, m);
    bfly_ct_lazy(r4, r5, r10, 0, m);
    bfly_ct_lazy(r6, r7, r12, 0, m);
    smem[smem_z + (((threadIdx.y << 6) + (threadIdx.x & 15u)) + (((threadIdx.y << 6) + (threadIdx.x & 15u)) >> 5))] = r0;
    smem[smem_z + (((threadIdx.y << 6) + (threadIdx.x & 15u)) + (((threadIdx.y << 6) + (threadIdx.x & 15u)) >> 5)) + 16] = r1;
    smem[smem_z + (((threadIdx.y << 6) + (threadIdx.x & 15u)) + (((threadIdx.y << 6) + (threadIdx.x & 15u)) >> 5)) + 33] = r2;
    smem[smem_z + (((threadIdx.y << 6) + (threadIdx.x & 15u)) + (((threadIdx.y << 6) + (threadIdx.x & 15u)) >> 5)) + 49] = r3;
    smem[smem_z + (((threadIdx.y << 6) + (threadIdx.x & 15u)) + (((threadIdx.y << 6) + (threadIdx.x & 15u)) >> 5)) + 264] = r4;
    smem[smem_z + (((threadIdx.y << 6) + (threadIdx.x & 15u)) + (((threadIdx.y << 6) + (threadIdx.x & 15u)) >> 5)) + 280] = r5;
    smem[smem_z + (((threadIdx.y << 6) + (threadIdx.x & 15u)) + (((threadIdx.y << 6) + (threadIdx.x & 15u)) >> 5)) + 297] = r6;
    smem[smem_z + (((threadIdx.y << 6) + (threadIdx.x & 15u)) + (((threadIdx.y << 6) + (threadIdx.x & 15u)) >> 5)) + 313] = r7;
    __syncthreads();

    // phase 1: forward kernel 1: group 1
    r0 = smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 5))];
    r1 = smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 5)) + 4];
    r2 = smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 5)) + 8];
    r3 = smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 5)) + 12];
    r4 = smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 5)) + 264];
    r5 = smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 5)) + 268];
    r6 = smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 5)) + 272];
    r7 = smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 5)) + 276];
    r8 = tw_fwd_v_t[(size_t)((((bx << 2) | threadIdx.y) << 2) | ((threadIdx.x >> 2) & 3u)) + 512];
    bfly_ct_lazy(r0, r2, r8, 0, m);
    bfly_ct_lazy(r1, r3, r8, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx << 2) | threadIdx.y) << 3) | (((threadIdx.x >> 2) & 3u) << 1)) + 1024]); r10 = v.x; r12 = v.y; }
    bfly_ct_lazy(r0, r1, r10, 0, m);
    bfly_ct_lazy(r2, r3, r12, 0, m);
    bfly_ct_lazy(r4, r6, r8, 0, m);
    bfly_ct_lazy(r5, r7, r8, 0, m);
    bfly_ct_lazy(r4, r5, r10, 0, m);
    bfly_ct_lazy(r6, r7, r12, 0, m);
    smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 5))] = r0;
    smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 5)) + 4] = r1;
    smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 5)) + 8] = r2;
    smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 5)) + 12] = r3;
    smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 5)) + 264] = r4;
    smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 5)) + 268] = r5;
    smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 5)) + 272] = r6;
    smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 5)) + 276] = r7;
    __syncthreads();

    // phase 2: forward kernel 1: group 2
    r0 = smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) >> 5))];
    r1 = smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) >> 5)) + 1];
    r2 = smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) >> 5)) + 2];
    r3 = smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) >> 5)) + 3];
    r4 = smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) >> 5)) + 264];
    r5 = smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) >> 5)) + 265];
    r6 = smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) >> 5)) + 266];
    r7 = smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) >> 5)) + 267];
    r8 = tw_fwd_v_t[(size_t)((((bx << 2) | threadIdx.y) << 4) | (threadIdx.x & 15u)) + 2048];
    bfly_ct_lazy(r0, r2, r8, 0, m);
    bfly_ct_lazy(r1, r3, r8, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 15u) << 1)) + 4096]); r10 = v.x; r12 = v.y; }
    bfly_ct_lazy(r0, r1, r10, 0, m);
    bfly_ct_lazy(r2, r3, r12, 0, m);
    bfly_ct_lazy(r4, r6, r8, 0, m);
    bfly_ct_lazy(r5, r7, r8, 0, m);
    bfly_ct_lazy(r4, r5, r10, 0, m);
    bfly_ct_lazy(r6, r7, r12, 0, m);
    r0 = mod_normalize(r0, m);
    r4 = mod_normalize(r4, m);
    r0 = mod_mul(r0, r4, m);
    r1 = mod_normalize(r1, m);
    r5 = mod_normalize(r5, m);
    r1 = mod_mul(r1, r5, m);
    r2 = mod_normalize(r2, m);
    r6 = mod_normalize(r6, m);
    r2 = mod_mul(r2, r6, m);
    r3 = mod_normalize(r3, m);
    r7 = mod_normalize(r7, m);
    r3 = mod_mul(r3, r7, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx << 2) | threadIdx.y) << 5) | ((threadIdx.x & 15u) << 1)) + 4096]); r14 = v.x; r16 = v.y; }
    bfly_gs_lazy(r0, r1, r14, 0, false, m);
    bfly_gs_lazy(r2, r3, r16, 0, false, m);
    r18 = tw_inv_v_t[(size_t)((((bx << 2) | threadIdx.y) << 4) | (threadIdx.x & 15u)) + 2048];
    bfly_gs_lazy(r0, r2, r18, 0, false, m);
    bfly_gs_lazy(r1, r3, r18, 0, false, m);
    smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) >> 5))] = r0;
    smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) >> 5)) + 1] = r1;
    smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) >> 5)) + 2] = r2;
    smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) + (((threadIdx.y << 6) + ((threadIdx.x & 15u) << 2)) >> 5)) + 3] = r3;
    __syncthreads();

    // phase 3: inverse kernel 1: group 1
    r0 = smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 5))];
    r1 = smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 5)) + 4];
    r2 = smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 5)) + 8];
    r3 = smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 5)) + 12];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx << 2) | threadIdx.y) << 3) | (((threadIdx.x >> 2) & 3u) << 1)) + 1024]); r8 = v.x; r10 = v.y; }
    bfly_gs_lazy(r0, r1, r8, 0, false, m);
    bfly_gs_lazy(r2, r3, r10, 0, false, m);
    r12 = tw_inv_v_t[(size_t)((((bx << 2) | threadIdx.y) << 2) | ((threadIdx.x >> 2) & 3u)) + 512];
    bfly_gs_lazy(r0, r2, r12, 0, false, m);
    bfly_gs_lazy(r1, r3, r12, 0, false, m);
    smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 5))] = r0;
    smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 5)) + 4] = r1;
    smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 5)) + 8] = r2;
    smem[smem_z + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) + (((threadIdx.y << 6) + ((threadIdx.x & 3u) | (((threadIdx.x >> 2) & 3u) << 4))) >> 5)) + 12] = r3;
    __syncthreads();

    // phase 4: inverse kernel 1: group 2
    r0 = smem[smem_z + (((threadIdx.y << 6) + (threadIdx.x & 15u)) + (((threadIdx.y << 6) + (threadIdx.x & 15u)) >> 5))];
    r1 = smem[smem_z + (((threadIdx.y << 6) + (threadIdx.x & 15u)) + (((threadIdx.y << 6) + (threadIdx.x & 15u)) >> 5)) + 16];
    r2 = smem[smem_z + (((threadIdx.y << 6) + (threadIdx.x & 15u)) + (((threadIdx.y << 6) + (threadIdx.x & 15u)) >> 5)) + 33];
    r3 = smem[smem_z + (((threadIdx.y << 6) + (threadIdx.x & 15u)) + (((threadIdx.y << 6) + (threadIdx.x & 15u)) >> 5)) + 49];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(((bx << 2) | threadIdx.y) << 1) + 256]); r8 = v.x; r10 = v.y; }
    bfly_gs_lazy(r0, r1, r8, 0, false, m);
    bfly_gs_lazy(r2, r3, r10, 0, false, m);
    r12 = tw_inv_v_t[(size_t)((bx << 2) | threadIdx.y) + 128];
    bfly_gs_lazy(r0, r2, r12, 0, false, m);
    bfly_gs_lazy(r1, r3, r12, 0, false, m);
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u))] = r0;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u)) + 16] = r1;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u)) + 32] = r2;
    x[poly + (size_t)((((bx << 2) | threadIdx.y) << 6) | (threadIdx.x & 15u)) + 48] = r3;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_fwd_coop(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_fwd_v,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 8192;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 8192;
    extern __shared__ word_t smem[];
    // Shared words are indexed smem[smem_z + index + offset] (wide_shared_index): a zero the compiler cannot see through, so the sum stays 64-bit and each constant offset folds into its access (NVRTC addresses shared memory with 64-bit pointers; without it, a one-launch kernel at 2^17 took 1080 instructions where nvcc's build took 1032).
    size_t smem_z = 0;
    asm("" : "+l"(smem_z));
    word_t r0, r1, r2, r3, r10, r11, r12, r13;
    word_t r14, r15, r16, r17, r18, r19, r20, r21;
    word_t r22, r23, r24, r25, r26, r27, r28, r29;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r10) : "l"(&tw_fwd_v_t[(size_t)((bx >> 5) | (threadIdx.x >> 6)) + 1]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r11), "=r"(r12) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((bx >> 5) | (threadIdx.x >> 6)) << 1) + 2])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r13) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 2) | ((threadIdx.y >> 3) & 3u)) + 4]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r14), "=r"(r15) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 3) | (((threadIdx.y >> 3) & 3u) << 1)) + 8])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r16) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 4) | ((threadIdx.y >> 1) & 15u)) + 16]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r17), "=r"(r18) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 15u) << 1)) + 32])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r19), "=r"(r20) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 31u) << 1)) + 64])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r21) : "l"(&tw_fwd_v_t[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) + 128]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r22), "=r"(r23) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 1) + 256])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r24) : "l"(&tw_fwd_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u)) + 512]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r25), "=r"(r26) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 3) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 1)) + 1024])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r27) : "l"(&tw_fwd_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + 2048]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r28), "=r"(r29) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 5) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) + 4096])) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u)))];
    r1 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u))) + 2048];
    r2 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u))) + 4096];
    r3 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u))) + 6144];
    bfly_ct_lazy(r0, r2, r10, 0, m);
    bfly_ct_lazy(r1, r3, r10, 0, m);
    bfly_ct_lazy(r0, r1, r11, 0, m);
    bfly_ct_lazy(r2, r3, r12, 0, m);
    smem[smem_z + ((((threadIdx.y & 31u) << 1) + threadIdx.x) + ((((threadIdx.y & 31u) << 1) + threadIdx.x) >> 5))] = r0;
    smem[smem_z + ((((threadIdx.y & 31u) << 1) + threadIdx.x) + ((((threadIdx.y & 31u) << 1) + threadIdx.x) >> 5)) + 66] = r1;
    smem[smem_z + ((((threadIdx.y & 31u) << 1) + threadIdx.x) + ((((threadIdx.y & 31u) << 1) + threadIdx.x) >> 5)) + 132] = r2;
    smem[smem_z + ((((threadIdx.y & 31u) << 1) + threadIdx.x) + ((((threadIdx.y & 31u) << 1) + threadIdx.x) >> 5)) + 198] = r3;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) >> 5))];
    r1 = smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) | 8u) << 1) + threadIdx.x) >> 5)) + 16];
    r2 = smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) >> 5)) + 33];
    r3 = smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) | 24u) << 1) + threadIdx.x) >> 5)) + 48];
    bfly_ct_lazy(r0, r2, r13, 0, m);
    bfly_ct_lazy(r1, r3, r13, 0, m);
    bfly_ct_lazy(r0, r1, r14, 0, m);
    bfly_ct_lazy(r2, r3, r15, 0, m);
    smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) >> 5))] = r0;
    smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) | 8u) << 1) + threadIdx.x) >> 5)) + 16] = r1;
    smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) >> 5)) + 33] = r2;
    smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) | 24u) << 1) + threadIdx.x) >> 5)) + 48] = r3;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) >> 5))];
    r1 = smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 2u) << 1) + threadIdx.x) >> 5)) + 4];
    r2 = smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 4u) << 1) + threadIdx.x) >> 5)) + 8];
    r3 = smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 6u) << 1) + threadIdx.x) >> 5)) + 12];
    bfly_ct_lazy(r0, r2, r16, 0, m);
    bfly_ct_lazy(r1, r3, r16, 0, m);
    bfly_ct_lazy(r0, r1, r17, 0, m);
    bfly_ct_lazy(r2, r3, r18, 0, m);
    smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) >> 5))] = r0;
    smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 2u) << 1) + threadIdx.x) >> 5)) + 4] = r1;
    smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 4u) << 1) + threadIdx.x) >> 5)) + 8] = r2;
    smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 6u) << 1) + threadIdx.x) >> 5)) + 12] = r3;
    __syncthreads();

    // phase 3: forward kernel 0: group 3
    r0 = smem[smem_z + (((((threadIdx.y & 31u) << 2) << 1) + threadIdx.x) + (((((threadIdx.y & 31u) << 2) << 1) + threadIdx.x) >> 5))];
    r1 = smem[smem_z + (((((threadIdx.y & 31u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 31u) << 2) | 1u) << 1) + threadIdx.x) >> 5)) + 2];
    r2 = smem[smem_z + (((((threadIdx.y & 31u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 31u) << 2) | 2u) << 1) + threadIdx.x) >> 5)) + 4];
    r3 = smem[smem_z + (((((threadIdx.y & 31u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 31u) << 2) | 3u) << 1) + threadIdx.x) >> 5)) + 6];
    bfly_ct_lazy(r0, r1, r19, 0, m);
    bfly_ct_lazy(r2, r3, r20, 0, m);
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u)))] = r0;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u))) + 64] = r1;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u))) + 128] = r2;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u))) + 192] = r3;
    grid_sync(grid_counter);

    // phase 4: forward kernel 1: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 6) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u))];
    r1 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 6) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + 16];
    r2 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 6) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + 32];
    r3 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 6) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + 48];
    bfly_ct_lazy(r0, r2, r21, 0, m);
    bfly_ct_lazy(r1, r3, r21, 0, m);
    bfly_ct_lazy(r0, r1, r22, 0, m);
    bfly_ct_lazy(r2, r3, r23, 0, m);
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 152u))] = r0;
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 152u)) + 16] = r1;
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 152u)) + 33] = r2;
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 152u)) + 49] = r3;
    __syncthreads();

    // phase 5: forward kernel 1: group 1
    r0 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 152u))];
    r1 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 152u)) + 4];
    r2 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 152u)) + 8];
    r3 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 152u)) + 12];
    bfly_ct_lazy(r0, r2, r24, 0, m);
    bfly_ct_lazy(r1, r3, r24, 0, m);
    bfly_ct_lazy(r0, r1, r25, 0, m);
    bfly_ct_lazy(r2, r3, r26, 0, m);
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 152u))] = r0;
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 152u)) + 4] = r1;
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 152u)) + 8] = r2;
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 152u)) + 12] = r3;
    __syncthreads();

    // phase 6: forward kernel 1: group 2
    r0 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 2)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 2)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 152u))];
    r1 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 2)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 2)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 152u)) + 1];
    r2 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 2)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 2)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 152u)) + 2];
    r3 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 2)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 2)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 152u)) + 3];
    bfly_ct_lazy(r0, r2, r27, 0, m);
    bfly_ct_lazy(r1, r3, r27, 0, m);
    bfly_ct_lazy(r0, r1, r28, 0, m);
    bfly_ct_lazy(r2, r3, r29, 0, m);
    r0 = mod_normalize(r0, m);
    r1 = mod_normalize(r1, m);
    r2 = mod_normalize(r2, m);
    r3 = mod_normalize(r3, m);
    *reinterpret_cast<uint4*>(&x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 6) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 2))]) = make_uint4(r0, r1, r2, r3);
}

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_inv_coop(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_inv_v,
    const word_t* __restrict__ inv_len_v,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 8192;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 8192;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    // Shared words are indexed smem[smem_z + index + offset] (wide_shared_index): a zero the compiler cannot see through, so the sum stays 64-bit and each constant offset folds into its access (NVRTC addresses shared memory with 64-bit pointers; without it, a one-launch kernel at 2^17 took 1080 instructions where nvcc's build took 1032).
    size_t smem_z = 0;
    asm("" : "+l"(smem_z));
    word_t r0, r1, r2, r3, r12, r13, r14, r15;
    word_t r16, r17, r18, r19, r20, r21, r22, r23;
    word_t r24, r25, r26, r27, r28, r29, r30, r31;
    word_t r32;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r12), "=r"(r13) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 5) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) + 4096])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r14) : "l"(&tw_inv_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + 2048]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r15), "=r"(r16) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 3) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 1)) + 1024])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r17) : "l"(&tw_inv_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u)) + 512]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r18), "=r"(r19) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 1) + 256])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r20) : "l"(&tw_inv_v_t[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) + 128]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r21), "=r"(r22) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 31u) << 1)) + 64])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r23), "=r"(r24) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 15u) << 1)) + 32])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r25) : "l"(&tw_inv_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 4) | ((threadIdx.y >> 1) & 15u)) + 16]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r26), "=r"(r27) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 3) | (((threadIdx.y >> 3) & 3u) << 1)) + 8])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r28) : "l"(&tw_inv_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 2) | ((threadIdx.y >> 3) & 3u)) + 4]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r29) : "l"(&inv_len_v_t[1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r30) : "l"(&inv_len_v_t[0]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r31), "=r"(r32) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(((bx >> 5) | (threadIdx.x >> 6)) << 1) + 2])) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: inverse kernel 1: load
    { const uint4 v = *reinterpret_cast<const uint4*>(&x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 6) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 2))]); r0 = v.x; r1 = v.y; r2 = v.z; r3 = v.w; }
    bfly_gs_lazy(r0, r1, r12, 0, false, m);
    bfly_gs_lazy(r2, r3, r13, 0, false, m);
    bfly_gs_lazy(r0, r2, r14, 0, false, m);
    bfly_gs_lazy(r1, r3, r14, 0, false, m);
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 2)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 2)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 152u))] = r0;
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 2)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 2)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 152u)) + 1] = r1;
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 2)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 2)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 152u)) + 2] = r2;
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 2)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 2)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 152u)) + 3] = r3;
    __syncthreads();

    // phase 1: inverse kernel 1: group 1
    r0 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 152u))];
    r1 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 152u)) + 4];
    r2 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 152u)) + 8];
    r3 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 152u)) + 12];
    bfly_gs_lazy(r0, r1, r15, 0, false, m);
    bfly_gs_lazy(r2, r3, r16, 0, false, m);
    bfly_gs_lazy(r0, r2, r17, 0, false, m);
    bfly_gs_lazy(r1, r3, r17, 0, false, m);
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 152u))] = r0;
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 152u)) + 4] = r1;
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 152u)) + 8] = r2;
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 152u)) + 12] = r3;
    __syncthreads();

    // phase 2: inverse kernel 1: group 2
    r0 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 152u))];
    r1 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 152u)) + 16];
    r2 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 152u)) + 33];
    r3 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 152u)) + 49];
    bfly_gs_lazy(r0, r1, r18, 0, false, m);
    bfly_gs_lazy(r2, r3, r19, 0, false, m);
    bfly_gs_lazy(r0, r2, r20, 0, false, m);
    bfly_gs_lazy(r1, r3, r20, 0, false, m);
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 6) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u))] = r0;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 6) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + 16] = r1;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 6) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + 32] = r2;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 6) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + 48] = r3;
    grid_sync(grid_counter);

    // phase 3: inverse kernel 0: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u)))];
    r1 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u))) + 64];
    r2 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u))) + 128];
    r3 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u))) + 192];
    bfly_gs_lazy(r0, r1, r21, 0, false, m);
    bfly_gs_lazy(r2, r3, r22, 0, false, m);
    smem[smem_z + (((((threadIdx.y & 31u) << 2) << 1) + threadIdx.x) + (((((threadIdx.y & 31u) << 2) << 1) + threadIdx.x) >> 5))] = r0;
    smem[smem_z + (((((threadIdx.y & 31u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 31u) << 2) | 1u) << 1) + threadIdx.x) >> 5)) + 2] = r1;
    smem[smem_z + (((((threadIdx.y & 31u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 31u) << 2) | 2u) << 1) + threadIdx.x) >> 5)) + 4] = r2;
    smem[smem_z + (((((threadIdx.y & 31u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 31u) << 2) | 3u) << 1) + threadIdx.x) >> 5)) + 6] = r3;
    __syncthreads();

    // phase 4: inverse kernel 0: group 1
    r0 = smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) >> 5))];
    r1 = smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 2u) << 1) + threadIdx.x) >> 5)) + 4];
    r2 = smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 4u) << 1) + threadIdx.x) >> 5)) + 8];
    r3 = smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 6u) << 1) + threadIdx.x) >> 5)) + 12];
    bfly_gs_lazy(r0, r1, r23, 0, false, m);
    bfly_gs_lazy(r2, r3, r24, 0, false, m);
    bfly_gs_lazy(r0, r2, r25, 0, false, m);
    bfly_gs_lazy(r1, r3, r25, 0, false, m);
    smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) >> 5))] = r0;
    smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 2u) << 1) + threadIdx.x) >> 5)) + 4] = r1;
    smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 4u) << 1) + threadIdx.x) >> 5)) + 8] = r2;
    smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 6u) << 1) + threadIdx.x) >> 5)) + 12] = r3;
    __syncthreads();

    // phase 5: inverse kernel 0: group 2
    r0 = smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) >> 5))];
    r1 = smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) | 8u) << 1) + threadIdx.x) >> 5)) + 16];
    r2 = smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) >> 5)) + 33];
    r3 = smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) | 24u) << 1) + threadIdx.x) >> 5)) + 48];
    bfly_gs_lazy(r0, r1, r26, 0, false, m);
    bfly_gs_lazy(r2, r3, r27, 0, false, m);
    bfly_gs_lazy(r0, r2, r28, 0, false, m);
    bfly_gs_lazy(r1, r3, r28, 0, false, m);
    smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) >> 5))] = r0;
    smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) | 8u) << 1) + threadIdx.x) >> 5)) + 16] = r1;
    smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) >> 5)) + 33] = r2;
    smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) | 24u) << 1) + threadIdx.x) >> 5)) + 48] = r3;
    __syncthreads();

    // phase 6: inverse kernel 0: group 3
    r0 = smem[smem_z + ((((threadIdx.y & 31u) << 1) + threadIdx.x) + ((((threadIdx.y & 31u) << 1) + threadIdx.x) >> 5))];
    r1 = smem[smem_z + ((((threadIdx.y & 31u) << 1) + threadIdx.x) + ((((threadIdx.y & 31u) << 1) + threadIdx.x) >> 5)) + 66];
    r2 = smem[smem_z + ((((threadIdx.y & 31u) << 1) + threadIdx.x) + ((((threadIdx.y & 31u) << 1) + threadIdx.x) >> 5)) + 132];
    r3 = smem[smem_z + ((((threadIdx.y & 31u) << 1) + threadIdx.x) + ((((threadIdx.y & 31u) << 1) + threadIdx.x) >> 5)) + 198];
    bfly_gs_lazy(r0, r1, r31, 0, false, m);
    bfly_gs_lazy(r2, r3, r32, 0, false, m);
    bfly_gs_last(r0, r2, r29, 0, r30, 0, m);
    bfly_gs_last(r1, r3, r29, 0, r30, 0, m);
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u)))] = r0;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u))) + 2048] = r1;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u))) + 4096] = r2;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u))) + 6144] = r3;
}

extern "C" __global__ void __launch_bounds__(64) ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_product_coop(
    word_t* __restrict__ x,
    word_t* __restrict__ y,
    const word_t* __restrict__ tw_fwd_v,
    const word_t* __restrict__ tw_inv_v,
    const word_t* __restrict__ inv_len_v,
    const ModConst* __restrict__ mods,
    unsigned* __restrict__ grid_counter)
{
    const unsigned item = blockIdx.y, tower = blockIdx.z;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 8192;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 8192;
    const word_t* __restrict__ tw_inv_v_t = tw_inv_v + (size_t)tower * 8192;
    const word_t* __restrict__ inv_len_v_t = inv_len_v + (size_t)tower * 2;
    extern __shared__ word_t smem[];
    // Shared words are indexed smem[smem_z + index + offset] (wide_shared_index): a zero the compiler cannot see through, so the sum stays 64-bit and each constant offset folds into its access (NVRTC addresses shared memory with 64-bit pointers; without it, a one-launch kernel at 2^17 took 1080 instructions where nvcc's build took 1032).
    size_t smem_z = 0;
    asm("" : "+l"(smem_z));
    word_t r0, r1, r2, r3, r4, r5, r6, r7;
    word_t r20, r21, r22, r23, r24, r25, r26, r27;
    word_t r28, r29, r30, r31, r32, r33, r34, r35;
    word_t r36, r37, r38, r39, r40, r41, r42, r43;
    word_t r44, r45, r46, r47, r48, r49, r50, r51;
    word_t r52, r53, r54, r55, r56, r57, r58, r59;
    word_t r60, r61, r62, r63, r64, r65, r66, r67;
    word_t r68, r69, r70, r71;
    const unsigned bx = blockIdx.x;
    // The tables are constants no launch writes: their loads go out before the wait.
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r20) : "l"(&tw_fwd_v_t[(size_t)((bx >> 5) | (threadIdx.x >> 6)) + 1]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r21), "=r"(r22) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((bx >> 5) | (threadIdx.x >> 6)) << 1) + 2])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r23) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 2) | ((threadIdx.y >> 3) & 3u)) + 4]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r24), "=r"(r25) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 3) | (((threadIdx.y >> 3) & 3u) << 1)) + 8])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r26) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 4) | ((threadIdx.y >> 1) & 15u)) + 16]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r27), "=r"(r28) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 15u) << 1)) + 32])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r29), "=r"(r30) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 31u) << 1)) + 64])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r31) : "l"(&tw_fwd_v_t[(size_t)((bx >> 5) | (threadIdx.x >> 6)) + 1]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r32), "=r"(r33) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((bx >> 5) | (threadIdx.x >> 6)) << 1) + 2])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r34) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 2) | ((threadIdx.y >> 3) & 3u)) + 4]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r35), "=r"(r36) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 3) | (((threadIdx.y >> 3) & 3u) << 1)) + 8])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r37) : "l"(&tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 4) | ((threadIdx.y >> 1) & 15u)) + 16]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r38), "=r"(r39) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 15u) << 1)) + 32])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r40), "=r"(r41) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 31u) << 1)) + 64])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r42) : "l"(&tw_fwd_v_t[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) + 128]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r43), "=r"(r44) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 1) + 256])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r45) : "l"(&tw_fwd_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u)) + 512]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r46), "=r"(r47) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 3) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 1)) + 1024])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r48) : "l"(&tw_fwd_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + 2048]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r49), "=r"(r50) : "l"(reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 5) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) + 4096])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r51), "=r"(r52) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 5) | ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 1)) + 4096])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r53) : "l"(&tw_inv_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 4) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + 2048]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r54), "=r"(r55) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 3) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 1)) + 1024])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r56) : "l"(&tw_inv_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 2) | (((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u)) + 512]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r57), "=r"(r58) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 1) + 256])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r59) : "l"(&tw_inv_v_t[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) + 128]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r60), "=r"(r61) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 31u) << 1)) + 64])) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r62), "=r"(r63) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 15u) << 1)) + 32])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r64) : "l"(&tw_inv_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 4) | ((threadIdx.y >> 1) & 15u)) + 16]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r65), "=r"(r66) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 3) | (((threadIdx.y >> 3) & 3u) << 1)) + 8])) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r67) : "l"(&tw_inv_v_t[(size_t)((((bx >> 5) | (threadIdx.x >> 6)) << 2) | ((threadIdx.y >> 3) & 3u)) + 4]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r68) : "l"(&inv_len_v_t[1]) : "memory");
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(r69) : "l"(&inv_len_v_t[0]) : "memory");
    asm volatile("ld.relaxed.cta.global.v2.u32 {%0, %1}, [%2];" : "=r"(r70), "=r"(r71) : "l"(reinterpret_cast<const uint2*>(&tw_inv_v_t[(size_t)(((bx >> 5) | (threadIdx.x >> 6)) << 1) + 2])) : "memory");
    // Launched while the grid before it drains (programmatic dependent launch): nothing else runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u)))];
    r1 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u))) + 2048];
    r2 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u))) + 4096];
    r3 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u))) + 6144];
    bfly_ct_lazy(r0, r2, r20, 0, m);
    bfly_ct_lazy(r1, r3, r20, 0, m);
    bfly_ct_lazy(r0, r1, r21, 0, m);
    bfly_ct_lazy(r2, r3, r22, 0, m);
    smem[smem_z + ((((threadIdx.y & 31u) << 1) + threadIdx.x) + ((((threadIdx.y & 31u) << 1) + threadIdx.x) >> 5))] = r0;
    smem[smem_z + ((((threadIdx.y & 31u) << 1) + threadIdx.x) + ((((threadIdx.y & 31u) << 1) + threadIdx.x) >> 5)) + 66] = r1;
    smem[smem_z + ((((threadIdx.y & 31u) << 1) + threadIdx.x) + ((((threadIdx.y & 31u) << 1) + threadIdx.x) >> 5)) + 132] = r2;
    smem[smem_z + ((((threadIdx.y & 31u) << 1) + threadIdx.x) + ((((threadIdx.y & 31u) << 1) + threadIdx.x) >> 5)) + 198] = r3;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) >> 5))];
    r1 = smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) | 8u) << 1) + threadIdx.x) >> 5)) + 16];
    r2 = smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) >> 5)) + 33];
    r3 = smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) | 24u) << 1) + threadIdx.x) >> 5)) + 48];
    bfly_ct_lazy(r0, r2, r23, 0, m);
    bfly_ct_lazy(r1, r3, r23, 0, m);
    bfly_ct_lazy(r0, r1, r24, 0, m);
    bfly_ct_lazy(r2, r3, r25, 0, m);
    smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) >> 5))] = r0;
    smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) | 8u) << 1) + threadIdx.x) >> 5)) + 16] = r1;
    smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) >> 5)) + 33] = r2;
    smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) | 24u) << 1) + threadIdx.x) >> 5)) + 48] = r3;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) >> 5))];
    r1 = smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 2u) << 1) + threadIdx.x) >> 5)) + 4];
    r2 = smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 4u) << 1) + threadIdx.x) >> 5)) + 8];
    r3 = smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 6u) << 1) + threadIdx.x) >> 5)) + 12];
    bfly_ct_lazy(r0, r2, r26, 0, m);
    bfly_ct_lazy(r1, r3, r26, 0, m);
    bfly_ct_lazy(r0, r1, r27, 0, m);
    bfly_ct_lazy(r2, r3, r28, 0, m);
    smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) >> 5))] = r0;
    smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 2u) << 1) + threadIdx.x) >> 5)) + 4] = r1;
    smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 4u) << 1) + threadIdx.x) >> 5)) + 8] = r2;
    smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 6u) << 1) + threadIdx.x) >> 5)) + 12] = r3;
    __syncthreads();

    // phase 3: forward kernel 0: group 3
    r0 = smem[smem_z + (((((threadIdx.y & 31u) << 2) << 1) + threadIdx.x) + (((((threadIdx.y & 31u) << 2) << 1) + threadIdx.x) >> 5))];
    r1 = smem[smem_z + (((((threadIdx.y & 31u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 31u) << 2) | 1u) << 1) + threadIdx.x) >> 5)) + 2];
    r2 = smem[smem_z + (((((threadIdx.y & 31u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 31u) << 2) | 2u) << 1) + threadIdx.x) >> 5)) + 4];
    r3 = smem[smem_z + (((((threadIdx.y & 31u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 31u) << 2) | 3u) << 1) + threadIdx.x) >> 5)) + 6];
    bfly_ct_lazy(r0, r1, r29, 0, m);
    bfly_ct_lazy(r2, r3, r30, 0, m);
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u)))] = r0;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u))) + 64] = r1;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u))) + 128] = r2;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u))) + 192] = r3;
    __syncthreads();

    // phase 4: forward kernel 0: load (after a block barrier: independent of the previous part)
    r0 = y[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u)))];
    r1 = y[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u))) + 2048];
    r2 = y[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u))) + 4096];
    r3 = y[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u))) + 6144];
    bfly_ct_lazy(r0, r2, r31, 0, m);
    bfly_ct_lazy(r1, r3, r31, 0, m);
    bfly_ct_lazy(r0, r1, r32, 0, m);
    bfly_ct_lazy(r2, r3, r33, 0, m);
    smem[smem_z + ((((threadIdx.y & 31u) << 1) + threadIdx.x) + ((((threadIdx.y & 31u) << 1) + threadIdx.x) >> 5))] = r0;
    smem[smem_z + ((((threadIdx.y & 31u) << 1) + threadIdx.x) + ((((threadIdx.y & 31u) << 1) + threadIdx.x) >> 5)) + 66] = r1;
    smem[smem_z + ((((threadIdx.y & 31u) << 1) + threadIdx.x) + ((((threadIdx.y & 31u) << 1) + threadIdx.x) >> 5)) + 132] = r2;
    smem[smem_z + ((((threadIdx.y & 31u) << 1) + threadIdx.x) + ((((threadIdx.y & 31u) << 1) + threadIdx.x) >> 5)) + 198] = r3;
    __syncthreads();

    // phase 5: forward kernel 0: group 1
    r0 = smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) >> 5))];
    r1 = smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) | 8u) << 1) + threadIdx.x) >> 5)) + 16];
    r2 = smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) >> 5)) + 33];
    r3 = smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) | 24u) << 1) + threadIdx.x) >> 5)) + 48];
    bfly_ct_lazy(r0, r2, r34, 0, m);
    bfly_ct_lazy(r1, r3, r34, 0, m);
    bfly_ct_lazy(r0, r1, r35, 0, m);
    bfly_ct_lazy(r2, r3, r36, 0, m);
    smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) >> 5))] = r0;
    smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) | 8u) << 1) + threadIdx.x) >> 5)) + 16] = r1;
    smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) >> 5)) + 33] = r2;
    smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) | 24u) << 1) + threadIdx.x) >> 5)) + 48] = r3;
    __syncthreads();

    // phase 6: forward kernel 0: group 2
    r0 = smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) >> 5))];
    r1 = smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 2u) << 1) + threadIdx.x) >> 5)) + 4];
    r2 = smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 4u) << 1) + threadIdx.x) >> 5)) + 8];
    r3 = smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 6u) << 1) + threadIdx.x) >> 5)) + 12];
    bfly_ct_lazy(r0, r2, r37, 0, m);
    bfly_ct_lazy(r1, r3, r37, 0, m);
    bfly_ct_lazy(r0, r1, r38, 0, m);
    bfly_ct_lazy(r2, r3, r39, 0, m);
    smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) >> 5))] = r0;
    smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 2u) << 1) + threadIdx.x) >> 5)) + 4] = r1;
    smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 4u) << 1) + threadIdx.x) >> 5)) + 8] = r2;
    smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 6u) << 1) + threadIdx.x) >> 5)) + 12] = r3;
    __syncthreads();

    // phase 7: forward kernel 0: group 3
    r0 = smem[smem_z + (((((threadIdx.y & 31u) << 2) << 1) + threadIdx.x) + (((((threadIdx.y & 31u) << 2) << 1) + threadIdx.x) >> 5))];
    r1 = smem[smem_z + (((((threadIdx.y & 31u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 31u) << 2) | 1u) << 1) + threadIdx.x) >> 5)) + 2];
    r2 = smem[smem_z + (((((threadIdx.y & 31u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 31u) << 2) | 2u) << 1) + threadIdx.x) >> 5)) + 4];
    r3 = smem[smem_z + (((((threadIdx.y & 31u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 31u) << 2) | 3u) << 1) + threadIdx.x) >> 5)) + 6];
    bfly_ct_lazy(r0, r1, r40, 0, m);
    bfly_ct_lazy(r2, r3, r41, 0, m);
    y[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u)))] = r0;
    y[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u))) + 64] = r1;
    y[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u))) + 128] = r2;
    y[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u))) + 192] = r3;
    grid_sync(grid_counter);

    // phase 8: product kernel: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 6) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u))];
    r1 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 6) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + 16];
    r2 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 6) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + 32];
    r3 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 6) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + 48];
    r4 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 6) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u))];
    r5 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 6) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + 16];
    r6 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 6) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + 32];
    r7 = y[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 6) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + 48];
    bfly_ct_lazy(r0, r2, r42, 0, m);
    bfly_ct_lazy(r1, r3, r42, 0, m);
    bfly_ct_lazy(r0, r1, r43, 0, m);
    bfly_ct_lazy(r2, r3, r44, 0, m);
    bfly_ct_lazy(r4, r6, r42, 0, m);
    bfly_ct_lazy(r5, r7, r42, 0, m);
    bfly_ct_lazy(r4, r5, r43, 0, m);
    bfly_ct_lazy(r6, r7, r44, 0, m);
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u))] = r0;
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 16] = r1;
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 33] = r2;
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 49] = r3;
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 132] = r4;
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 148] = r5;
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 165] = r6;
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 181] = r7;
    __syncthreads();

    // phase 9: forward kernel 1: group 1
    r0 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u))];
    r1 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 4];
    r2 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 8];
    r3 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 12];
    r4 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 132];
    r5 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 136];
    r6 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 140];
    r7 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 144];
    bfly_ct_lazy(r0, r2, r45, 0, m);
    bfly_ct_lazy(r1, r3, r45, 0, m);
    bfly_ct_lazy(r0, r1, r46, 0, m);
    bfly_ct_lazy(r2, r3, r47, 0, m);
    bfly_ct_lazy(r4, r6, r45, 0, m);
    bfly_ct_lazy(r5, r7, r45, 0, m);
    bfly_ct_lazy(r4, r5, r46, 0, m);
    bfly_ct_lazy(r6, r7, r47, 0, m);
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u))] = r0;
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 4] = r1;
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 8] = r2;
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 12] = r3;
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 132] = r4;
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 136] = r5;
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 140] = r6;
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 144] = r7;
    __syncthreads();

    // phase 10: forward kernel 1: group 2
    r0 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 2)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 2)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u))];
    r1 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 2)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 2)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 1];
    r2 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 2)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 2)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 2];
    r3 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 2)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 2)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 3];
    r4 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 2)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 2)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 132];
    r5 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 2)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 2)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 133];
    r6 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 2)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 2)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 134];
    r7 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 2)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 2)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 135];
    bfly_ct_lazy(r0, r2, r48, 0, m);
    bfly_ct_lazy(r1, r3, r48, 0, m);
    bfly_ct_lazy(r0, r1, r49, 0, m);
    bfly_ct_lazy(r2, r3, r50, 0, m);
    bfly_ct_lazy(r4, r6, r48, 0, m);
    bfly_ct_lazy(r5, r7, r48, 0, m);
    bfly_ct_lazy(r4, r5, r49, 0, m);
    bfly_ct_lazy(r6, r7, r50, 0, m);
    r0 = mod_normalize(r0, m);
    r4 = mod_normalize(r4, m);
    r0 = mod_mul(r0, r4, m);
    r1 = mod_normalize(r1, m);
    r5 = mod_normalize(r5, m);
    r1 = mod_mul(r1, r5, m);
    r2 = mod_normalize(r2, m);
    r6 = mod_normalize(r6, m);
    r2 = mod_mul(r2, r6, m);
    r3 = mod_normalize(r3, m);
    r7 = mod_normalize(r7, m);
    r3 = mod_mul(r3, r7, m);
    bfly_gs_lazy(r0, r1, r51, 0, false, m);
    bfly_gs_lazy(r2, r3, r52, 0, false, m);
    bfly_gs_lazy(r0, r2, r53, 0, false, m);
    bfly_gs_lazy(r1, r3, r53, 0, false, m);
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 2)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 2)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u))] = r0;
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 2)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 2)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 1] = r1;
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 2)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 2)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 2] = r2;
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 2)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u) << 2)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 3] = r3;
    __syncthreads();

    // phase 11: inverse kernel 1: group 1
    r0 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u))];
    r1 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 4];
    r2 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 8];
    r3 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 12];
    bfly_gs_lazy(r0, r1, r54, 0, false, m);
    bfly_gs_lazy(r2, r3, r55, 0, false, m);
    bfly_gs_lazy(r0, r2, r56, 0, false, m);
    bfly_gs_lazy(r1, r3, r56, 0, false, m);
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u))] = r0;
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 4] = r1;
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 8] = r2;
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 1)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 1)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 12] = r3;
    __syncthreads();

    // phase 12: inverse kernel 1: group 2
    r0 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u))];
    r1 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 16];
    r2 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 33];
    r3 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + (((((threadIdx.x + (threadIdx.y << 1)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 1)) & 1u) * 280u)) + 49];
    bfly_gs_lazy(r0, r1, r57, 0, false, m);
    bfly_gs_lazy(r2, r3, r58, 0, false, m);
    bfly_gs_lazy(r0, r2, r59, 0, false, m);
    bfly_gs_lazy(r1, r3, r59, 0, false, m);
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 6) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u))] = r0;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 6) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + 16] = r1;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 6) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + 32] = r2;
    x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 1)) & 1u)) << 1) | ((threadIdx.x + (threadIdx.y << 1)) >> 5)) << 6) | (((threadIdx.x + (threadIdx.y << 1)) >> 1) & 15u)) + 48] = r3;
    grid_sync(grid_counter);

    // phase 13: inverse kernel 0: load (after a grid barrier: the previous launch's writes)
    r0 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u)))];
    r1 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u))) + 64];
    r2 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u))) + 128];
    r3 = x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u))) + 192];
    bfly_gs_lazy(r0, r1, r60, 0, false, m);
    bfly_gs_lazy(r2, r3, r61, 0, false, m);
    smem[smem_z + (((((threadIdx.y & 31u) << 2) << 1) + threadIdx.x) + (((((threadIdx.y & 31u) << 2) << 1) + threadIdx.x) >> 5))] = r0;
    smem[smem_z + (((((threadIdx.y & 31u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 31u) << 2) | 1u) << 1) + threadIdx.x) >> 5)) + 2] = r1;
    smem[smem_z + (((((threadIdx.y & 31u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 31u) << 2) | 2u) << 1) + threadIdx.x) >> 5)) + 4] = r2;
    smem[smem_z + (((((threadIdx.y & 31u) << 2) << 1) + threadIdx.x) + ((((((threadIdx.y & 31u) << 2) | 3u) << 1) + threadIdx.x) >> 5)) + 6] = r3;
    __syncthreads();

    // phase 14: inverse kernel 0: group 1
    r0 = smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) >> 5))];
    r1 = smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 2u) << 1) + threadIdx.x) >> 5)) + 4];
    r2 = smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 4u) << 1) + threadIdx.x) >> 5)) + 8];
    r3 = smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 6u) << 1) + threadIdx.x) >> 5)) + 12];
    bfly_gs_lazy(r0, r1, r62, 0, false, m);
    bfly_gs_lazy(r2, r3, r63, 0, false, m);
    bfly_gs_lazy(r0, r2, r64, 0, false, m);
    bfly_gs_lazy(r1, r3, r64, 0, false, m);
    smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) >> 5))] = r0;
    smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 2u) << 1) + threadIdx.x) >> 5)) + 4] = r1;
    smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 4u) << 1) + threadIdx.x) >> 5)) + 8] = r2;
    smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 1) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 6u) << 1) + threadIdx.x) >> 5)) + 12] = r3;
    __syncthreads();

    // phase 15: inverse kernel 0: group 2
    r0 = smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) >> 5))];
    r1 = smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) | 8u) << 1) + threadIdx.x) >> 5)) + 16];
    r2 = smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) >> 5)) + 33];
    r3 = smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) | 24u) << 1) + threadIdx.x) >> 5)) + 48];
    bfly_gs_lazy(r0, r1, r65, 0, false, m);
    bfly_gs_lazy(r2, r3, r66, 0, false, m);
    bfly_gs_lazy(r0, r2, r67, 0, false, m);
    bfly_gs_lazy(r1, r3, r67, 0, false, m);
    smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) >> 5))] = r0;
    smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) | 8u) << 1) + threadIdx.x) >> 5)) + 16] = r1;
    smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) >> 5)) + 33] = r2;
    smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 1) + threadIdx.x) + ((((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) | 24u) << 1) + threadIdx.x) >> 5)) + 48] = r3;
    __syncthreads();

    // phase 16: inverse kernel 0: group 3
    r0 = smem[smem_z + ((((threadIdx.y & 31u) << 1) + threadIdx.x) + ((((threadIdx.y & 31u) << 1) + threadIdx.x) >> 5))];
    r1 = smem[smem_z + ((((threadIdx.y & 31u) << 1) + threadIdx.x) + ((((threadIdx.y & 31u) << 1) + threadIdx.x) >> 5)) + 66];
    r2 = smem[smem_z + ((((threadIdx.y & 31u) << 1) + threadIdx.x) + ((((threadIdx.y & 31u) << 1) + threadIdx.x) >> 5)) + 132];
    r3 = smem[smem_z + ((((threadIdx.y & 31u) << 1) + threadIdx.x) + ((((threadIdx.y & 31u) << 1) + threadIdx.x) >> 5)) + 198];
    bfly_gs_lazy(r0, r1, r70, 0, false, m);
    bfly_gs_lazy(r2, r3, r71, 0, false, m);
    bfly_gs_last(r0, r2, r68, 0, r69, 0, m);
    bfly_gs_last(r1, r3, r68, 0, r69, 0, m);
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u)))] = r0;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u))) + 2048] = r1;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u))) + 4096] = r2;
    x[poly + (size_t)(((((bx >> 5) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 31u) << 1) | (threadIdx.x & 63u))) + 6144] = r3;
}

extern "C" __global__ void __launch_bounds__(128) ntt_u32_n13_r4_s7x6_c4_montgomery_wsi_sl4_q3_fwd_stream(
    word_t* __restrict__ x,
    const word_t* __restrict__ tw_fwd_v,
    const ModConst* __restrict__ mods,
    word_t* __restrict__ counters)
{
    // Launched while the grid before it drains (programmatic dependent launch): nothing runs before that grid's writes are visible; the next launch may begin at once.
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    // Streamed (stream_lag = 4), persistent: each block runs work items in ticket order, one block of one part of one polynomial each; the second part's blocks of a polynomial come 4 polynomials behind its first part's.
    unsigned* const stream_ctr = reinterpret_cast<unsigned*>(counters);
    const unsigned stream_polys = gridDim.y * gridDim.z;
    for (;;) {
    unsigned stream_part, stream_poly, bx;
    if (!stream_take(stream_ctr, stream_polys, 4u, 16u, 16u, stream_part, stream_poly, bx)) break;
    // Polynomials tower-major, as a plain launch hands out its blocks: a tower's run together and share its tables.
    const unsigned tower = stream_poly / gridDim.y, item = stream_poly % gridDim.y;
    // grid = (blocks, batch, towers): the batch's polynomials of one tower run together and share its tables.
    const size_t poly = ((size_t)item * gridDim.z + tower) * 8192;
    const ModConst m = mods[tower];
    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 8192;
    extern __shared__ word_t smem[];
    // Shared words are indexed smem[smem_z + index + offset] (wide_shared_index): a zero the compiler cannot see through, so the sum stays 64-bit and each constant offset folds into its access (NVRTC addresses shared memory with 64-bit pointers; without it, a one-launch kernel at 2^17 took 1080 instructions where nvcc's build took 1032).
    size_t smem_z = 0;
    asm("" : "+l"(smem_z));
    word_t r0, r1, r2, r3, r4, r6, r8;
    if (stream_part == 0) {

    // phase 0: forward kernel 0: load
    r0 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))];
    r1 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 2048];
    r2 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 4096];
    r3 = x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | ((threadIdx.y & 31u) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 6144];
    r4 = tw_fwd_v_t[(size_t)((bx >> 4) | (threadIdx.x >> 6)) + 1];
    bfly_ct_lazy(r0, r2, r4, 0, m);
    bfly_ct_lazy(r1, r3, r4, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((bx >> 4) | (threadIdx.x >> 6)) << 1) + 2]); r6 = v.x; r8 = v.y; }
    bfly_ct_lazy(r0, r1, r6, 0, m);
    bfly_ct_lazy(r2, r3, r8, 0, m);
    smem[smem_z + ((((threadIdx.y & 31u) << 2) + threadIdx.x) + ((((threadIdx.y & 31u) << 2) + threadIdx.x) >> 5))] = r0;
    smem[smem_z + ((((threadIdx.y & 31u) << 2) + threadIdx.x) + ((((threadIdx.y & 31u) << 2) + threadIdx.x) >> 5)) + 132] = r1;
    smem[smem_z + ((((threadIdx.y & 31u) << 2) + threadIdx.x) + ((((threadIdx.y & 31u) << 2) + threadIdx.x) >> 5)) + 264] = r2;
    smem[smem_z + ((((threadIdx.y & 31u) << 2) + threadIdx.x) + ((((threadIdx.y & 31u) << 2) + threadIdx.x) >> 5)) + 396] = r3;
    __syncthreads();

    // phase 1: forward kernel 0: group 1
    r0 = smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 5))];
    r1 = smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 5)) + 33];
    r2 = smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 5)) + 66];
    r3 = smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 5)) + 99];
    r4 = tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 2) | ((threadIdx.y >> 3) & 3u)) + 4];
    bfly_ct_lazy(r0, r2, r4, 0, m);
    bfly_ct_lazy(r1, r3, r4, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 3) | (((threadIdx.y >> 3) & 3u) << 1)) + 8]); r6 = v.x; r8 = v.y; }
    bfly_ct_lazy(r0, r1, r6, 0, m);
    bfly_ct_lazy(r2, r3, r8, 0, m);
    smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 5))] = r0;
    smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 5)) + 33] = r1;
    smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 5)) + 66] = r2;
    smem[smem_z + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) + (((((threadIdx.y & 7u) | (((threadIdx.y >> 3) & 3u) << 5)) << 2) + threadIdx.x) >> 5)) + 99] = r3;
    __syncthreads();

    // phase 2: forward kernel 0: group 2
    r0 = smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) >> 5))];
    r1 = smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 2u) << 2) + threadIdx.x) >> 5)) + 8];
    r2 = smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 4u) << 2) + threadIdx.x) >> 5)) + 16];
    r3 = smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 6u) << 2) + threadIdx.x) >> 5)) + 24];
    r4 = tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 4) | ((threadIdx.y >> 1) & 15u)) + 16];
    bfly_ct_lazy(r0, r2, r4, 0, m);
    bfly_ct_lazy(r1, r3, r4, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 5) | (((threadIdx.y >> 1) & 15u) << 1)) + 32]); r6 = v.x; r8 = v.y; }
    bfly_ct_lazy(r0, r1, r6, 0, m);
    bfly_ct_lazy(r2, r3, r8, 0, m);
    smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) >> 5))] = r0;
    smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 2u) << 2) + threadIdx.x) >> 5)) + 8] = r1;
    smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 4u) << 2) + threadIdx.x) >> 5)) + 16] = r2;
    smem[smem_z + (((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) << 2) + threadIdx.x) + ((((((threadIdx.y & 1u) | (((threadIdx.y >> 1) & 15u) << 3)) | 6u) << 2) + threadIdx.x) >> 5)) + 24] = r3;
    __syncthreads();

    // phase 3: forward kernel 0: group 3
    r0 = smem[smem_z + (((((threadIdx.y & 31u) << 2) << 2) + threadIdx.x) + (((((threadIdx.y & 31u) << 2) << 2) + threadIdx.x) >> 5))];
    r1 = smem[smem_z + (((((threadIdx.y & 31u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 31u) << 2) | 1u) << 2) + threadIdx.x) >> 5)) + 4];
    r2 = smem[smem_z + (((((threadIdx.y & 31u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 31u) << 2) | 2u) << 2) + threadIdx.x) >> 5)) + 8];
    r3 = smem[smem_z + (((((threadIdx.y & 31u) << 2) << 2) + threadIdx.x) + ((((((threadIdx.y & 31u) << 2) | 3u) << 2) + threadIdx.x) >> 5)) + 12];
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((bx >> 4) | (threadIdx.x >> 6)) << 6) | ((threadIdx.y & 31u) << 1)) + 64]); r4 = v.x; r6 = v.y; }
    bfly_ct_lazy(r0, r1, r4, 0, m);
    bfly_ct_lazy(r2, r3, r6, 0, m);
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u)))] = r0;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 64] = r1;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 128] = r2;
    x[poly + (size_t)(((((bx >> 4) | (threadIdx.x >> 6)) << 13) | (((threadIdx.y & 31u) << 2) << 6)) | (((bx & 15u) << 2) | (threadIdx.x & 63u))) + 192] = r3;
    stream_arrive(stream_ctr + stream_poly);
    } else {
    stream_wait(stream_ctr + stream_poly, 16u);

    // phase 4: forward kernel 1: load (second part: after every first-part block of this polynomial)
    r0 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 5)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 15u))];
    r1 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 5)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 15u)) + 16];
    r2 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 5)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 15u)) + 32];
    r3 = x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 5)) << 6) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 15u)) + 48];
    r4 = tw_fwd_v_t[(size_t)((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 5)) + 128];
    bfly_ct_lazy(r0, r2, r4, 0, m);
    bfly_ct_lazy(r1, r3, r4, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)(((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 5)) << 1) + 256]); r6 = v.x; r8 = v.y; }
    bfly_ct_lazy(r0, r1, r6, 0, m);
    bfly_ct_lazy(r2, r3, r8, 0, m);
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 2)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 15u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 15u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u))] = r0;
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 2)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 15u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 15u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 16] = r1;
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 2)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 15u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 15u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 33] = r2;
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 2)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 15u)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 5) << 6) + (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 15u)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 49] = r3;
    __syncthreads();

    // phase 5: forward kernel 1: group 1
    r0 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 2)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 2)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u))];
    r1 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 2)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 2)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 4];
    r2 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 2)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 2)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 8];
    r3 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 2)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 2)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 12];
    r4 = tw_fwd_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 5)) << 2) | (((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u)) + 512];
    bfly_ct_lazy(r0, r2, r4, 0, m);
    bfly_ct_lazy(r1, r3, r4, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 5)) << 3) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 1)) + 1024]); r6 = v.x; r8 = v.y; }
    bfly_ct_lazy(r0, r1, r6, 0, m);
    bfly_ct_lazy(r2, r3, r8, 0, m);
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 2)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 2)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u))] = r0;
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 2)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 2)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 4] = r1;
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 2)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 2)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 8] = r2;
    smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 2)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4))) + (((((threadIdx.x + (threadIdx.y << 2)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 3u) | ((((threadIdx.x + (threadIdx.y << 2)) >> 3) & 3u) << 4))) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 12] = r3;
    __syncthreads();

    // phase 6: forward kernel 1: group 2
    r0 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 2)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 15u) << 2)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 15u) << 2)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u))];
    r1 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 2)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 15u) << 2)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 15u) << 2)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 1];
    r2 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 2)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 15u) << 2)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 15u) << 2)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 2];
    r3 = smem[smem_z + ((((((threadIdx.x + (threadIdx.y << 2)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 15u) << 2)) + (((((threadIdx.x + (threadIdx.y << 2)) >> 5) << 6) + ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 15u) << 2)) >> 5)) + (((threadIdx.x + (threadIdx.y << 2)) & 1u) * 280u)) + 3];
    r4 = tw_fwd_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 5)) << 4) | (((threadIdx.x + (threadIdx.y << 2)) >> 1) & 15u)) + 2048];
    bfly_ct_lazy(r0, r2, r4, 0, m);
    bfly_ct_lazy(r1, r3, r4, 0, m);
    { const uint2 v = *reinterpret_cast<const uint2*>(&tw_fwd_v_t[(size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 5)) << 5) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 15u) << 1)) + 4096]); r6 = v.x; r8 = v.y; }
    bfly_ct_lazy(r0, r1, r6, 0, m);
    bfly_ct_lazy(r2, r3, r8, 0, m);
    r0 = mod_normalize(r0, m);
    r1 = mod_normalize(r1, m);
    r2 = mod_normalize(r2, m);
    r3 = mod_normalize(r3, m);
    *reinterpret_cast<uint4*>(&x[poly + (size_t)((((((bx << 1) + ((threadIdx.x + (threadIdx.y << 2)) & 1u)) << 2) | ((threadIdx.x + (threadIdx.y << 2)) >> 5)) << 6) | ((((threadIdx.x + (threadIdx.y << 2)) >> 1) & 15u) << 2))]) = make_uint4(r0, r1, r2, r3);
    }
    __syncthreads(); // the next item's ticket and shared memory
    }
}

/* nttgen stream.cu: the work items of a streamed kernel (`stream_lag`,
 * `lower::stream`), included only by plans that have one.
 *
 * `counters` holds `polys` per-polynomial counts of finished first-part
 * blocks, then the ticket, then the count of blocks done; zeroed when
 * allocated, and the last block of every launch zeroes them again.
 *
 * stream_take: thread 0 takes the next ticket; every thread gets its work
 * item (part, polynomial, block of the part), the arithmetic of
 * `Stream::item`: the first `lag` polynomials' first parts, then each
 * polynomial's first part followed by the second part of the one `lag`
 * before, then the last `lag` second parts. A block waits only for blocks
 * that took earlier tickets, which are running: no deadlock, however many
 * blocks the GPU holds.
 */
__device__ __forceinline__ void stream_take(unsigned* ctr, unsigned polys, unsigned max_lag, unsigned b0, unsigned b1, unsigned& part, unsigned& poly, unsigned& block) {
    __shared__ unsigned ticket;
    if (threadIdx.x == 0 && threadIdx.y == 0) ticket = atomicAdd(ctr + polys, 1u);
    __syncthreads();
    const unsigned i = ticket, lag = min(max_lag, polys);
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

/* Every block counts itself done at its end; the last one, after every
 * other block's last use of the counters, zeroes them for the next launch. */
__device__ __forceinline__ void stream_finish(unsigned* ctr, unsigned polys) {
    __shared__ bool last;
    __syncthreads();
    if (threadIdx.x == 0 && threadIdx.y == 0) {
        __threadfence();
        last = atomicAdd(ctr + polys + 1, 1u) == gridDim.x * gridDim.y * gridDim.z - 1u;
    }
    __syncthreads();
    if (last) {
        const unsigned threads = blockDim.x * blockDim.y, me = threadIdx.y * blockDim.x + threadIdx.x;
        for (unsigned i = me; i < polys + 2u; i += threads) ctr[i] = 0u;
    }
}

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

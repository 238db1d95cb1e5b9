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

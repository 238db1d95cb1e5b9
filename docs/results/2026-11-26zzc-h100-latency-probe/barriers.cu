
/* Probe variants of grid_sync (see templates/grid.cu). */
__device__ __forceinline__ unsigned int* probe_counter() {
    unsigned int lo, hi;
    asm volatile("mov.u32 %0, %%envreg2;" : "=r"(lo));
    asm volatile("mov.u32 %0, %%envreg1;" : "=r"(hi));
    return (unsigned int*)(((unsigned long long)hi << 32) | lo) + 1;
}
template <int NS>
__device__ __forceinline__ void grid_sync_sleep() {
    __syncthreads();
    if (threadIdx.x == 0 && threadIdx.y == 0) {
        unsigned int old, now;
        unsigned int* counter = probe_counter();
        const unsigned int blocks = gridDim.x * gridDim.y * gridDim.z;
        const bool first = blockIdx.x == 0 && blockIdx.y == 0 && blockIdx.z == 0;
        const unsigned int add = first ? 0x80000000u - (blocks - 1u) : 1u;
        asm volatile("atom.add.release.gpu.u32 %0, [%1], %2;" : "=r"(old) : "l"(counter), "r"(add) : "memory");
        do {
            __nanosleep(NS);
            asm volatile("ld.acquire.gpu.u32 %0, [%1];" : "=r"(now) : "l"(counter) : "memory");
        } while (((old ^ now) & 0x80000000u) == 0u);
    }
    __syncthreads();
}
/* The epoch read ahead (at the kernel's start), the arrival a reduction
 * with no return value: polling starts at once. */
__device__ __forceinline__ unsigned int grid_epoch() {
    unsigned int now = 0;
    if (threadIdx.x == 0 && threadIdx.y == 0) {
        asm volatile("ld.relaxed.gpu.u32 %0, [%1];" : "=r"(now) : "l"(probe_counter()) : "memory");
    }
    return now & 0x80000000u;
}
template <int NS>
__device__ __forceinline__ void grid_sync_red(unsigned int& epoch) {
    __syncthreads();
    if (threadIdx.x == 0 && threadIdx.y == 0) {
        unsigned int now;
        unsigned int* counter = probe_counter();
        const unsigned int blocks = gridDim.x * gridDim.y * gridDim.z;
        const bool first = blockIdx.x == 0 && blockIdx.y == 0 && blockIdx.z == 0;
        const unsigned int add = first ? 0x80000000u - (blocks - 1u) : 1u;
        asm volatile("red.release.gpu.global.add.u32 [%0], %1;" :: "l"(counter), "r"(add) : "memory");
        do {
            if (NS > 0) __nanosleep(NS);
            asm volatile("ld.acquire.gpu.u32 %0, [%1];" : "=r"(now) : "l"(counter) : "memory");
        } while (((epoch ^ now) & 0x80000000u) == 0u);
        epoch ^= 0x80000000u;
    }
    __syncthreads();
}

/* nttgen cluster.cu: thread-block clusters (sm_90 and later), included only
 * by kernels whose plan has a cluster scope. A cluster is 1-D along x, so a
 * block's rank in it is blockIdx.x % cluster size (= %cluster_ctarank).
 *
 * cluster_sync: every thread of every block of the cluster arrives, then
 *   waits; release/acquire order the cluster's shared-memory accesses.
 * cluster_arrive_relaxed / cluster_wait: the two halves of a cluster
 *   barrier that orders no memory: arrive at the kernel's start, wait before
 *   the first access to another block's shared memory (which CUDA allows
 *   only once that block runs), so no block waits at a full barrier.
 * cluster_smem: the address of the same shared-memory word in the block of
 *   rank `rank` (mapa on a generic address gives a generic address, so plain
 *   loads and stores reach the other block's shared memory).
 */
__device__ __forceinline__ void cluster_sync() {
    asm volatile("barrier.cluster.arrive.release.aligned;\n\tbarrier.cluster.wait.acquire.aligned;" ::: "memory");
}

__device__ __forceinline__ void cluster_arrive_relaxed() {
    asm volatile("barrier.cluster.arrive.relaxed.aligned;" ::: "memory");
}

__device__ __forceinline__ void cluster_wait() {
    asm volatile("barrier.cluster.wait.aligned;" ::: "memory");
}

__device__ __forceinline__ word_t* cluster_smem(word_t* local, unsigned int rank) {
    unsigned long long remote;
    asm volatile("mapa.u64 %0, %1, %2;" : "=l"(remote) : "l"((unsigned long long)local), "r"(rank));
    return (word_t*)remote;
}

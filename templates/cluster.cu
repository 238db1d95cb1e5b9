/* nttgen cluster.cu: thread-block clusters (sm_90 and later), included only
 * by kernels whose plan has a cluster scope. A cluster is 1-D along x, so a
 * block's rank in it is blockIdx.x % cluster size (= %cluster_ctarank).
 *
 * cluster_sync: every thread of every block of the cluster arrives, then
 *   waits; release/acquire order the cluster's shared-memory accesses.
 * cluster_smem: the address of the same shared-memory word in the block of
 *   rank `rank` (mapa on a generic address gives a generic address, so plain
 *   loads and stores reach the other block's shared memory).
 */
__device__ __forceinline__ void cluster_sync() {
    asm volatile("barrier.cluster.arrive.release.aligned;\n\tbarrier.cluster.wait.acquire.aligned;" ::: "memory");
}

__device__ __forceinline__ word_t* cluster_smem(word_t* local, unsigned int rank) {
    unsigned long long remote;
    asm volatile("mapa.u64 %0, %1, %2;" : "=l"(remote) : "l"((unsigned long long)local), "r"(rank));
    return (word_t*)remote;
}

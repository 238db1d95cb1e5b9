# Rewrites grid_sync in a generated package's .cu into one of these forms:
#  last: the add is acq_rel and the block whose add flips the top bit (the
#        last to arrive) leaves at once instead of polling once more;
#  red:  thread 0 reads the counter before the block's bar.sync, then
#        arrives with a reduction (no value returned) and polls;
#  nofence: relaxed add and polls (diagnostic: no ordering);
#  tree: 16 group counters and a top counter (see below);
#  wf:   every thread fences its own stores (fence.acq_rel.gpu) before the
#        block's bar.sync, so the warps' fences run side by side;
#  wa:   each warp arrives on its own (lane 0: release add, then polls)
#        and no block barrier: the grid barrier's count is warps, not
#        blocks (the first warp of block 0 adds the top bit); a warp
#        reaches it after its last shared-memory read of the phase
#        before, so no warp of the block still reads what the next
#        phase overwrites;
#  late: (not the barrier) the kernel <argv[3]>'s griddepcontrol.wait moved
#        after its first table loads.
import re, sys
v, path = sys.argv[1], sys.argv[2]
src = open(path).read()
old_atom = 'asm volatile("atom.add.release.gpu.u32 %0, [%1], %2;" : "=r"(old) : "l"(counter), "r"(add) : "memory");'
old_poll = '''        do {
            asm volatile("ld.acquire.gpu.u32 %0, [%1];" : "=r"(now) : "l"(counter) : "memory");
        } while (((old ^ now) & 0x80000000u) == 0u);'''
assert v in ('late', 'tree', 'wf', 'wa') or (old_atom in src and old_poll in src)
if v == 'last':
    src = src.replace(old_atom, old_atom.replace('add.release', 'add.acq_rel'))
    src = src.replace(old_poll, '''        if ((((old + add) ^ old) & 0x80000000u) == 0u) {
''' + old_poll.replace('\n', '\n    ').replace('        do {', '            do {', 1) + '''
        }''')
elif v == 'red':
    src = src.replace(old_atom, 'asm volatile("red.release.gpu.add.u32 [%0], %1;" :: "l"(counter), "r"(add) : "memory");')
    # read the sense before the block's barrier; the counter is resolved first
    head = '''__device__ __forceinline__ void grid_sync(unsigned int* counter) {
    __syncthreads();
    if (threadIdx.x == 0 && threadIdx.y == 0) {
        unsigned int old, now;
        if (counter == nullptr) {'''
    assert head in src
    src = src.replace(head, '''__device__ __forceinline__ void grid_sync(unsigned int* counter) {
    unsigned int old = 0u, now;
    if (threadIdx.x == 0 && threadIdx.y == 0) {
        if (counter == nullptr) {
            unsigned int lo, hi;
            asm volatile("mov.u32 %0, %%envreg2;" : "=r"(lo));
            asm volatile("mov.u32 %0, %%envreg1;" : "=r"(hi));
            counter = (unsigned int*)(((unsigned long long)hi << 32) | lo) + 1;
        }
        asm volatile("ld.relaxed.gpu.u32 %0, [%1];" : "=r"(old) : "l"(counter) : "memory");
    }
    __syncthreads();
    if (threadIdx.x == 0 && threadIdx.y == 0) {
        if (false) {''')
elif v == 'nofence':
    # diagnostic only (no ordering: may read stale words): the barrier's
    # cost without the release fence
    src = src.replace(old_atom, old_atom.replace('add.release', 'add.relaxed'))
    src = src.replace(old_poll, old_poll.replace('ld.acquire', 'ld.relaxed'))
elif v == 'tree':
    # 16 group counters (one 128-byte line each, after the top word's line)
    # and a top counter: a block arrives at its group's; the group's last
    # arrival arrives at the top; every block polls the top word's top bit
    # against the value it read before arriving.
    a = src.index('__device__ __forceinline__ void grid_sync(unsigned int* counter) {')
    b = src.index('\n}\n', a) + 3
    src = src[:a] + '''__device__ __forceinline__ void grid_sync(unsigned int* counter) {
    __syncthreads();
    if (threadIdx.x == 0 && threadIdx.y == 0) {
        const unsigned int blocks = gridDim.x * gridDim.y * gridDim.z;
        const unsigned int b = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
        const unsigned int groups = blocks < 16u ? blocks : 16u;
        const unsigned int g = b % groups, members = (blocks - g + groups - 1u) / groups;
        unsigned int top, old, now;
        asm volatile("ld.relaxed.gpu.u32 %0, [%1];" : "=r"(top) : "l"(counter) : "memory");
        unsigned int* gc = counter + 32u * (1u + g);
        const unsigned int add = b < groups ? 0x80000000u - (members - 1u) : 1u;
        asm volatile("atom.add.acq_rel.gpu.u32 %0, [%1], %2;" : "=r"(old) : "l"(gc), "r"(add) : "memory");
        bool done = false;
        if ((((old + add) ^ old) & 0x80000000u) != 0u) {
            const unsigned int tadd = g == 0u ? 0x80000000u - (groups - 1u) : 1u;
            asm volatile("atom.add.acq_rel.gpu.u32 %0, [%1], %2;" : "=r"(old) : "l"(counter), "r"(tadd) : "memory");
            done = (((old + tadd) ^ old) & 0x80000000u) != 0u;
        }
        if (!done) {
            do {
                asm volatile("ld.acquire.gpu.u32 %0, [%1];" : "=r"(now) : "l"(counter) : "memory");
            } while (((top ^ now) & 0x80000000u) == 0u);
        }
    }
    __syncthreads();
}
''' + src[b:]
elif v == 'wf':
    head = '__device__ __forceinline__ void grid_sync(unsigned int* counter) {\n    __syncthreads();'
    assert head in src
    src = src.replace(head, '__device__ __forceinline__ void grid_sync(unsigned int* counter) {\n    asm volatile("fence.acq_rel.gpu;" ::: "memory");\n    __syncthreads();')
elif v == 'wa':
    a = src.index('__device__ __forceinline__ void grid_sync(unsigned int* counter) {')
    b = src.index('\n}\n', a) + 3
    src = src[:a] + '''__device__ __forceinline__ void grid_sync(unsigned int* counter) {
    __syncwarp();
    const unsigned int tid = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
    if ((tid & 31u) == 0u) {
        unsigned int old, now;
        if (counter == nullptr) {
            unsigned int lo, hi;
            asm volatile("mov.u32 %0, %%envreg2;" : "=r"(lo));
            asm volatile("mov.u32 %0, %%envreg1;" : "=r"(hi));
            counter = (unsigned int*)(((unsigned long long)hi << 32) | lo) + 1;
        }
        const unsigned int warps = (blockDim.x * blockDim.y * blockDim.z + 31u) / 32u;
        const unsigned int total = gridDim.x * gridDim.y * gridDim.z * warps;
        const bool first = blockIdx.x == 0 && blockIdx.y == 0 && blockIdx.z == 0 && tid == 0u;
        const unsigned int add = first ? 0x80000000u - (total - 1u) : 1u;
        asm volatile("atom.add.release.gpu.u32 %0, [%1], %2;" : "=r"(old) : "l"(counter), "r"(add) : "memory");
        do {
            asm volatile("ld.acquire.gpu.u32 %0, [%1];" : "=r"(now) : "l"(counter) : "memory");
        } while (((old ^ now) & 0x80000000u) == 0u);
    }
    __syncwarp();
}
''' + src[b:]
elif v == 'late':
    # the one-launch kernel's wait for the grid before it moved after its
    # first table loads (the tables are never written by a kernel), right
    # before its first load of the polynomial
    name = sys.argv[3]
    k0 = src.index(name + '(')
    k1 = src.index('\n}\n', k0)
    body = src[k0:k1]
    wait = '    asm volatile("griddepcontrol.wait;" ::: "memory");\n'
    assert wait in body
    body = body.replace(wait, '', 1)
    at = body.index('    r0 = x[')
    # the table words used before the wait, so that the compiler cannot
    # sink their loads below it
    regs = re.findall(r'(r\d+) = e\.[xy];', body[:at])
    use = ''.join('    asm volatile("" :: "l"(%s));\n' % r for r in regs)
    body = body[:at] + use + '#if __CUDA_ARCH__ >= 900\n' + wait + '#endif\n' + body[at:]
    src = src[:k0] + body + src[k1:]
else:
    sys.exit('unknown variant ' + v)
open(path, 'w').write(src)

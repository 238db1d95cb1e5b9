#!/usr/bin/env python3
"""Adds two persistent forms of a generated one-pass cluster forward (fwd0 of
the H100's 2^15 mode P entry) to its .cu file, for pfhost.cu to time:
  <fwd0>_ps: persistent clusters, each taking polynomials cl, cl + ncl, ...;
             the first phase loads from global as the generated kernel does;
  <fwd0>_pf: the same, but the block's 8 x 512 words of the next polynomial
             are copied into a shared-memory stage by 8 bulk copies
             (cp.async.bulk, one thread, an mbarrier counting the bytes)
             while it computes this one; the first phase reads the stage.
Usage: mkpf.py IN.cu OUT.cu"""
import re, sys

src = open(sys.argv[1]).read()
m = re.search(r'extern "C" __global__ void __cluster_dims__\(8, 1, 1\) __launch_bounds__\(512, 3\) (\w+_fwd0)\((.*?)\n\}\n', src, re.S)
name, body = m.group(1), m.group(2)
lines = body.split('\n')

def variant(pf):
    out = []
    head_done = False
    for ln in lines:
        s = ln.strip()
        if s.startswith('const ModConst* __restrict__ mods)'):
            out.append('    const ModConst* __restrict__ mods,\n    unsigned npolys, unsigned towers)')
            continue
        if s.startswith('const unsigned item = blockIdx.y') or s.startswith('// grid = (blocks') or s.startswith('const size_t poly =') or s.startswith('const ModConst m =') or s.startswith('const word_t* __restrict__ tw_fwd_v_t'):
            continue
        if s == 'const unsigned bx = blockIdx.x;':
            out.append('    const unsigned bx = blockIdx.x & 7u;')
            out.append('    const unsigned cl = blockIdx.x >> 3, ncl = gridDim.x >> 3;')
            if pf:
                out.append('    word_t* const stage = smem + 4352;')
                out.append('    __shared__ __align__(8) unsigned long long pf_bar;')
                out.append('    const unsigned sbar = (unsigned)__cvta_generic_to_shared(&pf_bar);')
                out.append('    const unsigned sstage = (unsigned)__cvta_generic_to_shared(stage);')
                out.append('    if (threadIdx.x == 0) { asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" :: "r"(sbar) : "memory"); asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory"); }')
                out.append('    __syncthreads();')
                out.append('    auto issue = [&](unsigned p) {')
                out.append('        if (threadIdx.x != 0) return;')
                out.append('        asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" :: "r"(sbar), "r"(32768u) : "memory");')
                out.append('        for (unsigned r = 0; r < 8; r++) {')
                out.append('            const word_t* g = x + (size_t)p * 32768 + r * 4096 + bx * 512;')
                out.append('            asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], 4096, [%2];" :: "r"(sstage + r * 4096u), "l"(g), "r"(sbar) : "memory");')
                out.append('        }')
                out.append('    };')
                out.append('    if (cl < npolys) issue(cl);')
                out.append('    unsigned parity = 0;')
            out.append('    for (unsigned pp = cl; pp < npolys; pp += ncl) {')
            out.append('    const unsigned tower = pp % towers;')
            out.append('    const size_t poly = (size_t)pp * 32768;')
            out.append('    const ModConst m = mods[tower];')
            out.append('    const word_t* __restrict__ tw_fwd_v_t = tw_fwd_v + (size_t)tower * 65536;')
            if pf:
                out.append('    { unsigned done = 0; while (!done) asm volatile("{ .reg .pred p; mbarrier.try_wait.parity.shared::cta.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(done) : "r"(sbar), "r"(parity) : "memory"); }')
                out.append('    parity ^= 1u;')
            continue
        if s == 'cluster_arrive_relaxed();':
            out.append('    asm volatile("barrier.cluster.arrive.release.aligned;" ::: "memory");')
            continue
        mm = re.match(r"\s*r(\d) = x\[poly \+ ", ln)
        if pf and mm:
            k = int(mm.group(1))
            out.append(f'    r{k} = stage[{k * 512}u + threadIdx.x];')
            if k == 7:
                # The stage's generic reads ordered before the next bulk copy
                # (async proxy) writes it.
                out.append('    asm volatile("fence.proxy.async.shared::cta;" ::: "memory");')
                out.append('    __syncthreads();')
                out.append('    if (pp + ncl < npolys) issue(pp + ncl);')
            continue
        out.append(ln)
    out.append('    }')
    text = '\n'.join(out)
    return f'extern "C" __global__ void __cluster_dims__(8, 1, 1) __launch_bounds__(512, 3) {name}_{"pf" if pf else "ps"}({text}\n}}\n'

open(sys.argv[2], 'w').write(src + '\n' + variant(False) + '\n' + variant(True))
print(name)

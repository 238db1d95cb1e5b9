# Builds a persistent kernel running a two-kernel forward (fwd0, fwd1) as one
# stream of work items: every fwd0 block of a polynomial, and `lag`
# polynomials later every fwd1 block of it, each fwd1 block waiting on its
# polynomial's counter of finished fwd0 blocks. The intermediate words are
# read back soon after they are written, while L2 may still hold them.
import re, sys
src, k0name, k1name, out = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]
bdim0, bdim1 = int(sys.argv[5]), int(sys.argv[6])   # blockDim.x of fwd0, fwd1
per, n_words, lb = int(sys.argv[7]), int(sys.argv[8]), sys.argv[9]
text = open(src).read()
def body(name, fname):
    m = re.search(r'extern "C" __global__ void __launch_bounds__\(([^)]*)\) ' + name + r'\(', text)
    a = m.start(); b = text.index('\n}\n', a) + 3
    k = text[a:b]
    params = k[k.index(name + '(') + len(name) + 1:k.index(')\n{')]
    lines = k[k.index('\n{\n') + 3:].split('\n')
    keep, skip = [], False
    for ln in lines:
        s = ln.strip()
        if s.startswith('#if __CUDA_ARCH__ >= 900'): skip = True; continue
        if skip:
            if s.startswith('#endif'): skip = False
            continue
        if s.startswith('extern __shared__'): continue
        keep.append(ln)
    bodytext = '\n'.join(keep)
    for a_, b_ in [('blockIdx.x', 'bx_'), ('blockIdx.y', 'by_'), ('blockIdx.z', 'bz_'), ('gridDim.z', 'gz_'), ('threadIdx.x', 'tx_'), ('threadIdx.y', 'ty_')]:
        bodytext = bodytext.replace(a_, b_)
    return ('__device__ __forceinline__ void %s(%s, word_t* __restrict__ smem, unsigned bx_, unsigned by_, unsigned bz_, unsigned gz_, unsigned tx_, unsigned ty_)\n{\n' % (fname, params.strip())) + bodytext
hdr_end = text.index('extern "C" __global__')
m0 = re.search(r'extern "C" __global__ void __launch_bounds__\(([^)]*)\) ' + k0name + r'\(', text)
kparams = text[m0.end():text.index(')\n{', m0.end())].strip()
pnames = ', '.join(p.strip().split()[-1] for p in kparams.split(','))
res = [text, body(k0name, 'body0'), body(k1name, 'body1')]
res.append('''
__device__ __forceinline__ unsigned ld_acquire(const unsigned* p) {
    unsigned v; asm volatile("ld.acquire.gpu.u32 %%0, [%%1];" : "=r"(v) : "l"(p) : "memory"); return v;
}
extern "C" __global__ void __launch_bounds__(%(lb)s) fused(%(kparams)s,
    unsigned* __restrict__ counters, unsigned* __restrict__ next, unsigned epoch, unsigned npolys, unsigned batch, unsigned towers, unsigned lag)
{
    extern __shared__ word_t smem[];
    __shared__ unsigned item_s;
    const unsigned per = %(per)du, total = 2u * npolys * per;
    const unsigned base = (epoch - 1u) * (total + gridDim.x);
    const unsigned tid = threadIdx.x;
    for (;;) {
        if (tid == 0) item_s = atomicAdd(next, 1u) - base;
        __syncthreads();
        const unsigned item = item_s;
        if (item >= total) return;
        unsigned kind, q, j;
        if (item < lag * per) { kind = 0; q = item / per; j = item %% per; }
        else if (item < lag * per + (npolys - lag) * 2u * per) {
            const unsigned i = item - lag * per, s = lag + i / (2u * per), r = i %% (2u * per);
            if (r < per) { kind = 0; q = s; j = r; } else { kind = 1; q = s - lag; j = r - per; }
        } else { const unsigned i = item - lag * per - (npolys - lag) * 2u * per; kind = 1; q = npolys - lag + i / per; j = i %% per; }
        const unsigned by = q %% batch, bz = q / batch;
        if (kind == 1) {
            if (tid == 0) { while (ld_acquire(&counters[q]) < per * epoch) { } }
            __syncthreads();
            body1(%(pnames)s, smem, j, by, bz, towers, tid %% %(b1)du, tid / %(b1)du);
        } else {
            body0(%(pnames)s, smem, j, by, bz, towers, tid %% %(b0)du, tid / %(b0)du);
        }
        __syncthreads();
        if (kind == 0 && tid == 0) { __threadfence(); atomicAdd(&counters[q], 1u); }
    }
}
''' % {'lb': lb, 'per': per, 'b0': bdim0, 'b1': bdim1, 'kparams': kparams, 'pnames': pnames})
open(out, 'w').write('\n'.join(res))

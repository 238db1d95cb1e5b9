# Adds per-block timestamps (clock64 and globaltimer, thread 0 of each
# block) at every phase start, before every grid barrier and at the end of
# one generated kernel; writes <kernel>_probe into the output file.
import re, sys
src, name, out = open(sys.argv[1]).read(), sys.argv[2], sys.argv[3]
m = re.search(r'extern "C" __global__ void __launch_bounds__\(([^)]*)\) ' + name + r'\(', src)
k0 = m.start(); k1 = src.index('\n}\n', k0) + 3
kern = src[k0:k1]
lines = kern.split('\n')
outl, n = [], 0
def stamp():
    global n
    s = '    if (threadIdx.x == 0 && threadIdx.y == 0) { unsigned long long g; asm volatile("mov.u64 %%0, %%%%globaltimer;" : "=l"(g)); stamps[(blockIdx.x * 32 + %d) * 2] = clock64(); stamps[(blockIdx.x * 32 + %d) * 2 + 1] = g; }' % (n, n)
    n += 1
    return s
for i, line in enumerate(lines):
    s = line.strip()
    if s.startswith('extern "C"'):
        outl.append(line.replace(name + '(', name + '_probe('))
        continue
    if s.startswith('unsigned* __restrict__ grid_counter)'):
        outl.append(line.replace('grid_counter)', 'grid_counter,'))
        outl.append('    unsigned long long* __restrict__ stamps)')
        continue
    if s == 'grid_sync(grid_counter);':
        outl.append(stamp()); outl.append(line); continue
    if s.startswith('// phase '):
        outl.append(line); outl.append(stamp()); continue
    if line == '}' and i == len(lines) - 2:
        outl.append(stamp()); outl.append(line); continue
    outl.append(line)
open(out, 'a').write('\n'.join(outl) + '\n')
print(name, 'stamps', n)

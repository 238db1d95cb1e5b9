import re, sys
src = open(sys.argv[1]).read()
name = sys.argv[2]          # kernel to twin
lb = sys.argv[3]            # launch bounds text, e.g. "256, 3"
suffix = sys.argv[4]
n_words = int(sys.argv[5])  # words per polynomial
smem_words = int(sys.argv[6])
data_regs = int(sys.argv[7])  # r0..r{data_regs-1} hold data
start = src.index('extern "C" __global__ void __launch_bounds__')
# header (everything before the first kernel)
header = src[:start]
m = re.search(r'extern "C" __global__ void __launch_bounds__\(([^)]*)\) ' + name + r'\(', src)
k0 = m.start()
k1 = src.index('\n}\n', k0) + 3
kern = src[k0:k1]
datare = re.compile(r'\br(' + '|'.join(str(i) for i in range(data_regs)) + r')\b')
def ren(line):
    return datare.sub(lambda mm: 'd' + mm.group(1), line)
out = []
for line in kern.split('\n'):
    s = line.strip()
    if s.startswith('extern "C"'):
        line = 'extern "C" __global__ void __launch_bounds__(%s) %s_%s(' % (lb, name, suffix)
        out.append(line); continue
    if s.startswith('const size_t poly ='):
        out.append(line)
        out.append('    const size_t poly2 = poly + (size_t)gridDim.y * gridDim.z * %d;' % n_words)
        continue
    if s.startswith('word_t r0,'):
        out.append(line)
        out.append('    word_t ' + ', '.join('d%d' % i for i in range(data_regs)) + ';')
        continue
    if s.startswith('extern __shared__'):
        out.append(line)
        out.append('    word_t* __restrict__ smem2 = smem + %d;' % smem_words)
        continue
    touches_data = datare.search(line) is not None and 'tw_' not in line and not s.startswith('word_t')
    if touches_data:
        out.append(line)
        d = ren(line).replace('x[poly +', 'x[poly2 +').replace('&x[poly +', '&x[poly2 +').replace('s0[poly +', 's0[poly2 +').replace('smem[', 'smem2[')
        out.append(d)
    else:
        out.append(line)
open(sys.argv[8], 'a').write('\n'.join(out) + '\n')

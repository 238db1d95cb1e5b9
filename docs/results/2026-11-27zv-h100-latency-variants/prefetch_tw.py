# Adds L1 prefetches of a generated one-launch kernel's hoisted twiddle
# loads: all of them before phase 0's first butterfly, and again right after
# every grid barrier (whose acquire invalidates L1), so that the loads the
# compiler sinks to their phases hit L1 instead of waiting on L2.
import re, sys
path, name = sys.argv[1], sys.argv[2]
# 'clobber': the prefetches also order memory (the compiler then issues every
# hoisted load where it stands, in phase 0); 'free': prefetches only.
clobber = len(sys.argv) > 3 and sys.argv[3] == 'clobber'
src = open(path).read()
k0 = src.index(name + '(')
k1 = src.index('\n}\n', k0)
body = src[k0:k1].split('\n')
pat = re.compile(r'^\s*\{ const ulonglong2 e = \(\(const ulonglong2\*\)(\w+)\)\[(.*)\]; r\d+ = e\.x; r\d+ = e\.y; \}$')
pf = []
for line in body:
    m = pat.match(line)
    if m:
        pf.append('    asm volatile("prefetch.global.L1 [%%0];" :: "l"((const ulonglong2*)%s + (%s)) %s);' % (m.group(1), m.group(2), ': "memory"' if clobber else ''))
assert pf, 'no hoisted twiddle loads'
out, phase0_done, in_phase0 = [], False, False
for line in body:
    if line.strip().startswith('// phase 0'):
        in_phase0 = True
    if in_phase0 and not phase0_done and 'bfly' in line:
        out.extend(pf); phase0_done = True
    out.append(line)
    if line.strip() == 'grid_sync(grid_counter);':
        out.extend(pf)
src = src[:k0] + '\n'.join(out) + src[k1:]
open(path, 'w').write(src)
print(name, 'prefetches', len(pf))

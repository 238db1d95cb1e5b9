# Moves each hoisted table load of a one-launch kernel to the start of the
# phase before the one that first uses it, as a strong load (inline PTX
# ld.relaxed.<scope>.global.v2.u64): ptxas may not sink a strong load below
# a block barrier, as it sinks the plain read-only loads (ld.global.nc) to
# their use, so each phase's twiddles are in flight during the phase before
# it. Phase 0's own loads stay where they are. Usage: ahead_ld.py FILE
# KERNEL SCOPE (cta | gpu)
import re, sys
path, name, scope = sys.argv[1], sys.argv[2], sys.argv[3]
src = open(path).read()
k0 = src.index(name + '(')
k1 = src.index('\n}\n', k0)
body = src[k0:k1]
at = body.index('    r0 = x[')
pat = re.compile(r'    \{ const ulonglong2 e = \(\(const ulonglong2\*\)(\w+)\)\[(.*)\]; (r\d+) = e\.x; (r\d+) = e\.y; \}\n')
loads = [(m.group(0), m.group(1), m.group(2), m.group(3), m.group(4)) for m in pat.finditer(body[:at])]
heads = [m.start() for m in re.finditer(r'\n    // phase (\d+):', body)]
def phase_of(r):
    for i in range(len(heads)):
        p = body[heads[i]:heads[i + 1] if i + 1 < len(heads) else len(body)]
        if i == 0:
            p = p[p.index('    r0 = x['):]
        if re.search(r'\b%s\b' % r, p):
            return i
    return None
moves = {}
for l in loads:
    ph = phase_of(l[3])
    if ph and ph >= 1:
        moves.setdefault(ph - 1, []).append(l)
for ph in moves:
    for l in moves[ph]:
        body = body.replace(l[0], '', 1)
heads = [m.start() for m in re.finditer(r'\n    // phase (\d+):', body)]
for ph in sorted(moves, reverse=True):
    h = heads[ph]
    end = heads[ph + 1] if ph + 1 < len(heads) else len(body)
    seg = body[h:end]
    xl = [m.end() for m in re.finditer(r'    r\d+ = x\[.*\n', seg)]
    pos = h + (xl[-1] if xl else seg.index('\n', 1) + 1)
    ins = ''.join('    asm volatile("ld.relaxed.%s.global.v2.u64 {%%0, %%1}, [%%2];" : "=l"(%s), "=l"(%s) : "l"(((const ulonglong2*)%s) + (%s)) : "memory");\n' % (scope, ra, rb, tw, idx) for _, tw, idx, ra, rb in moves[ph])
    body = body[:pos] + ins + body[pos:]
src = src[:k0] + body + src[k1:]
open(path, 'w').write(src)
print(sum(len(v) for v in moves.values()), 'pair loads moved one phase ahead')

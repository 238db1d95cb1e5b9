# Stages a one-launch kernel's hoisted table loads through shared memory
# with cp.async: every table word a phase after the first uses is copied
# (16 bytes, cp.async.ca) into the thread's own slots after the kernel's
# shared words at the kernel's start, one commit group per phase; each
# phase waits for its own group (cp.async.wait_group, the later groups
# still in flight) and reads its words from shared memory. So no phase
# waits for L2 for its twiddles while the copies stay asynchronous (ptxas
# cannot sink them to their use, as it sinks plain loads: 27zv).
# Usage: cpa_tw.py FILE KERNEL OWN_SHARED_BYTES THREADS; prints the
# shared bytes the kernel then needs.
import re, sys
path, name, own, threads = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
src = open(path).read()
k0 = src.index(name + '(')
k1 = src.index('\n}\n', k0)
body = src[k0:k1]
at = body.index('    r0 = x[')
pat = re.compile(r'    \{ const ulonglong2 e = \(\(const ulonglong2\*\)(\w+)\)\[(.*)\]; (r\d+) = e\.x; (r\d+) = e\.y; \}\n')
loads = [(m.group(0), m.group(1), m.group(2), m.group(3), m.group(4)) for m in pat.finditer(body[:at])]
assert loads, 'no hoisted pair loads'
heads = [m.start() for m in re.finditer(r'\n    // phase (\d+):', body)]
def phase_of(r):
    for i in range(len(heads)):
        p = body[heads[i]:heads[i + 1] if i + 1 < len(heads) else len(body)]
        if i == 0:
            p = p[p.index('    r0 = x['):]
        if re.search(r'\b%s\b' % r, p):
            return i
    return None
staged = [(l, phase_of(l[3])) for l in loads]
staged = [(l, ph) for l, ph in staged if ph and ph >= 1]
staged.sort(key=lambda t: t[1])
nph = len(heads)
base = (own + 15) // 16  # ulonglong2 units after the kernel's own words
issue = ['    ulonglong2* const twst = reinterpret_cast<ulonglong2*>(smem) + %d;\n' % base,
         '    const unsigned twt = threadIdx.x + blockDim.x * threadIdx.y;\n']
reads = {}
for slot, (l, ph) in enumerate(staged):
    text, tw, idx, ra, rb = l
    body = body.replace(text, '', 1)
    issue.append('    asm volatile("cp.async.ca.shared.global [%%0], [%%1], 16;" :: "r"((unsigned)__cvta_generic_to_shared(twst + %d * %d + twt)), "l"(((const ulonglong2*)%s) + (%s)) : "memory");\n' % (slot, threads, tw, idx))
    reads.setdefault(ph, []).append('    { const ulonglong2 e = twst[%d * %d + twt]; %s = e.x; %s = e.y; }\n' % (slot, threads, ra, rb))
# one commit group per phase 1 .. nph-1 (empty where a phase stages nothing)
groups = []
for ph in range(1, nph):
    groups.append(ph)
# emit: copies of phase ph, then commit, in phase order
out_issue = issue[:2]
slot = 0
lines_by_phase = {}
for s, (l, ph) in enumerate(staged):
    lines_by_phase.setdefault(ph, []).append(issue[2 + s])
for ph in groups:
    out_issue += lines_by_phase.get(ph, [])
    out_issue.append('    asm volatile("cp.async.commit_group;" ::: "memory");\n')
# after phase 0's loads of the polynomial, so those go out first
p1 = body.index('\n    // phase 1:')
at = [m.end() for m in re.finditer(r'    r\d+ = x\[.*\n', body[:p1])][-1]
body = body[:at] + ''.join(out_issue) + body[at:]
heads = [m.start() for m in re.finditer(r'\n    // phase (\d+):', body)]
# insert each phase's wait and reads after its global loads of x (if any), else at its start
for ph in sorted(reads, reverse=True):
    h = heads[ph]
    end = heads[ph + 1] if ph + 1 < len(heads) else len(body)
    seg = body[h:end]
    xl = [m.end() for m in re.finditer(r'    r\d+ = x\[.*\n', seg)]
    pos = h + (xl[-1] if xl else seg.index('\n', 1) + 1)
    pending = len(groups) - groups.index(ph) - 1
    ins = '    asm volatile("cp.async.wait_group %d;" ::: "memory");\n' % pending + ''.join(reads[ph])
    body = body[:pos] + ins + body[pos:]
src = src[:k0] + body + src[k1:]
open(path, 'w').write(src)
print(base * 16 + len(staged) * threads * 16)

# Pins each hoisted table load of a one-launch kernel one phase ahead of
# its first use: the barrier that ends phase k - 1 (a __syncthreads, or an
# added __syncthreads_or right before a grid barrier) takes a predicate of
# the table words phase k first uses, so their loads are issued and have
# returned before it, overlapping phase k - 1's work, and phase k waits for
# no table word (pin_tw.py pins all of them to phase 0 instead, which
# queues every load at once). The predicate (all words zero) never holds
# for a table of roots; its result is unused. Usage: pin_ahead.py FILE KERNEL
import re, sys
path, name = sys.argv[1], sys.argv[2]
src = open(path).read()
k0 = src.index(name + '(')
k1 = src.index('\n}\n', k0)
body = src[k0:k1]
at = body.index('    r0 = x[')
regs = re.findall(r'(r\d+) = e\.[xy];', body[:at]) + re.findall(r'    (r\d+) = tw_\w+\[', body[:at])
assert regs, 'no hoisted table loads'
heads = [m.start() for m in re.finditer(r'\n    // phase (\d+):', body)]
phases = [body[heads[i]:heads[i + 1] if i + 1 < len(heads) else len(body)] for i in range(len(heads))]
first = {}
for r in regs:
    for i, p in enumerate(phases):
        text = p if i else p[p.index('    r0 = x['):] if '    r0 = x[' in p else p
        if re.search(r'\b%s\b' % r, text):
            first[r] = i
            break
out = phases[0][:]
pins = 0
for i in range(1, len(phases)):
    want = [r for r in regs if first.get(r) == i] + (['m.q', 'm.c0', 'm.c1', 'm.c2'] if i == 1 else [])
    prev = out
    if want:
        pred = '(void)__syncthreads_or((%s) == 0ull);' % ' | '.join(want)
        sync = '    __syncthreads();\n'
        gs = prev.rfind('    grid_sync(')
        ss = prev.rfind(sync)
        if gs > ss:
            prev = prev[:gs] + '    ' + pred + '\n' + prev[gs:]
        else:
            assert ss >= 0
            prev = prev[:ss] + '    ' + pred + '\n' + prev[ss + len(sync):]
        pins += len(want)
    out = prev + phases[i]
body = body[:heads[0]] + out
src = src[:k0] + body + src[k1:]
open(path, 'w').write(src)
print(pins, 'words pinned ahead over', len(phases), 'phases')

# Pins a one-launch kernel's hoisted table loads to its first phase: the
# first block barrier becomes __syncthreads_or over a predicate of every
# hoisted table word, so every table load has returned before the first
# barrier and no phase after it waits for L2 for its twiddles (ptxas
# otherwise sinks each load to the phase that uses it: 27zv's
# "noticed"). The predicate (all words zero) never holds for a table of
# roots; its result is unused. Usage: pin_tw.py FILE KERNEL
import re, sys
path, name = sys.argv[1], sys.argv[2]
src = open(path).read()
k0 = src.index(name + '(')
k1 = src.index('\n}\n', k0)
body = src[k0:k1]
at = body.index('    r0 = x[')
regs = re.findall(r'(r\d+) = e\.[xy];', body[:at]) + re.findall(r'    (r\d+) = tw_\w+\[', body[:at])
assert regs, 'no hoisted table loads'
sync = '    __syncthreads();\n'
s = body.index(sync, at)
# the modulus' constants too (ptxas sinks their loads as well)
pred = ' | '.join(regs + ['m.q', 'm.c0', 'm.c1', 'm.c2'])
body = body[:s] + '    (void)__syncthreads_or((%s) == 0ull);\n' % pred + body[s + len(sync):]
src = src[:k0] + body + src[k1:]
open(path, 'w').write(src)
print(len(regs), 'table words pinned')

"""Chained variant of a generated one-launch kernel (experiment): the kernel
waits for the previous call's blocks on a done counter (acquire) instead of
griddepcontrol.wait, triggers the next launch after that wait, and each block
adds 1 to the counter (release) after its last store."""
import re, sys
src, kern, out = sys.argv[1], sys.argv[2], sys.argv[3]
t = open(src).read()
i = t.index(f"void __launch_bounds__")  # first kernel decl with bounds; find ours
i = t.index(kern + "(")
j = t.index("unsigned* __restrict__ grid_counter)", i)
t = t[:j] + "unsigned* __restrict__ grid_counter, unsigned* __restrict__ chain_done, unsigned chain_target)" + t[j + len("unsigned* __restrict__ grid_counter)"):]
b = t.index("{", j)
w = t.index('asm volatile("griddepcontrol.wait;" ::: "memory");', b)
l = t.index('asm volatile("griddepcontrol.launch_dependents;" ::: "memory");', w)
le = l + len('asm volatile("griddepcontrol.launch_dependents;" ::: "memory");')
wait = ('if (threadIdx.x == 0 && threadIdx.y == 0) { unsigned now; do { asm volatile("ld.acquire.gpu.u32 %0, [%1];" : "=r"(now) : "l"(chain_done) : "memory"); } while ((int)(now - chain_target) < 0); }\n'
        '    __syncthreads();\n    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");')
t = t[:w] + wait + t[le:]
# closing brace of the kernel: count braces from b
depth = 0; k = b
while True:
    c = t[k]
    if c == "{": depth += 1
    elif c == "}":
        depth -= 1
        if depth == 0: break
    k += 1
arrive = ('    __syncthreads();\n    if (threadIdx.x == 0 && threadIdx.y == 0) { unsigned old; asm volatile("atom.add.release.gpu.u32 %0, [%1], 1;" : "=r"(old) : "l"(chain_done) : "memory"); }\n')
t = t[:k] + arrive + t[k:]
open(out, "w").write(t)

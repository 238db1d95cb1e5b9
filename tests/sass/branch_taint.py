#!/usr/bin/env python3
"""Finds SASS branches whose condition depends on data loaded from memory.

Reads `cuobjdump -sass` output (one or more functions) and runs a forward
taint analysis over each function's control-flow graph:

- sources: every register written by a load from global, shared or local
  memory (LDG, LDS, LD, LDL, LDSM, ATOM*) -- coefficients live there. Loads
  from the constant bank (LDC, ULDC: kernel parameters) and special registers
  (S2R, CS2R, S2UR: thread and block ids) are public.
- propagation: an instruction's destinations are tainted when any source
  register or its guard predicate is; an unguarded write of untainted values
  clears the taint (flow-sensitive, joined by union at merges, iterated to a
  fixpoint, so loops are handled).
- findings: a branch, call, return or exit whose guard predicate is tainted,
  or an indirect jump through a tainted register -- timing that depends on
  secret data. Predicated ALU instructions and SEL are not findings: they
  take the same time either way.

Conservative: twiddle loads count as data too, and 64-bit operations taint
both halves of a register pair. Usage: branch_taint.py FILE.sass [...];
prints one line per finding; exit 1 when there is one, 0 when there is none.
"""
import re
import sys

INSN = re.compile(r"/\*([0-9a-f]{4,})\*/\s+(.*?)\s*;")
FUNC = re.compile(r"^\s*Function\s*:\s*(\S+)")
REG = re.compile(r"^(?:U?R\d+|U?P\d|PT|UPT|RZ|URZ)$")
LOADS = ("LDG", "LDS", "LD", "LDL", "LDSM", "ATOM", "ATOMS", "ATOMG", "LDGSTS", "SUATOM", "SULD", "TLD", "TEX")
PUBLIC = ("LDC", "ULDC", "S2R", "CS2R", "S2UR", "LEPC", "GETLMEMBASE")
CONTROL = ("BRA", "BRX", "JMP", "JMX", "CALL", "RET", "EXIT", "BREAK", "BRK", "CONT", "KILL")
NO_DEST = CONTROL + ("STG", "STS", "ST", "STL", "RED", "BAR", "NOP", "BSSY", "BSYNC", "WARPSYNC", "MEMBAR", "DEPBAR",
                     "YIELD", "ERRBAR", "CCTL", "FENCE", "NANOSLEEP", "BMOV", "ARRIVES", "SYNCS", "UCGABAR_ARV", "UCGABAR_WAIT",
                     "ACQBULK", "PREEXIT", "BPT", "STSM", "REDG", "UTMALDG", "UTMASTG", "UBLKCP")
SETP = re.compile(r"^U?(I|F|D|H|P)SETP|^U?PLOP3|^U?ISETP")
CONST = {"RZ", "URZ", "PT", "UPT"}


def split_operands(text):
    out, depth, cur = [], 0, ""
    for ch in text:
        if ch in "[(":
            depth += 1
        elif ch in "])":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def regs_in(operand):
    """Register and predicate names an operand reads (including inside [...])."""
    return [r for r in re.findall(r"\bU?R\d+\b|\bU?P\d\b", operand)]


def width(opcode):
    if ".128" in opcode:
        return 4
    if ".64" in opcode or ".WIDE" in opcode or opcode.split(".")[0] in ("DADD", "DMUL", "DFMA", "DSETP", "MOV64", "IMAD64"):
        return 2
    return 1


def widen(reg, n):
    m = re.match(r"^(U?R)(\d+)$", reg)
    if not m or n == 1:
        return [reg]
    return [f"{m.group(1)}{int(m.group(2)) + i}" for i in range(n)]


class Insn:
    def __init__(self, addr, text):
        self.addr, self.text = addr, text
        m = re.match(r"^@(!?)(U?P\d|PT|UPT)\s+(.*)$", text)
        self.guard = m.group(2) if m else None
        body = m.group(3) if m else text
        parts = body.split(None, 1)
        self.opcode = parts[0]
        self.base = self.opcode.split(".")[0]
        self.ops = split_operands(parts[1]) if len(parts) > 1 else []
        self.dests, self.srcs = self._dests_srcs()
        self.target = None
        if self.base in ("BRA", "JMP", "CALL") and self.ops:
            t = re.search(r"0x([0-9a-f]+)", self.ops[-1])
            if t:
                self.target = int(t.group(1), 16)

    def _dests_srcs(self):
        ops = self.ops
        if self.base in NO_DEST or not ops or not REG.match(ops[0].split(".")[0]):
            return [], [r for o in ops for r in regs_in(o)]
        if SETP.match(self.opcode):
            nd = 2
        else:
            # The first operand, then any predicate outputs right after it
            # (IADD3 R4, P0, P1, ...; LEA R2, P0, ...; SHFL PT, R3, ...).
            nd = 1
            while nd < len(ops) and re.match(r"^(U?P\d|PT|UPT)$", ops[nd]):
                nd += 1
            if re.match(r"^(U?P\d|PT|UPT)$", ops[0]) and nd == 1 and len(ops) > 1 and re.match(r"^U?R\d+$", ops[1]):
                nd = 2  # SHFL.BFLY PT, R3, R2, ...
        w = width(self.opcode)
        dests = []
        for o in ops[:nd]:
            if o in CONST:
                continue
            dests += widen(o.split(".")[0], w if o.lstrip("U").startswith("R") else 1)
        srcs = []
        for o in ops[nd:]:
            for r in regs_in(o):
                srcs += widen(r, w) if "[" not in o else [r]
        return dests, srcs


def parse(lines):
    funcs, name, body = [], None, []
    for line in lines:
        f = FUNC.match(line)
        if f:
            if name:
                funcs.append((name, body))
            name, body = f.group(1), []
            continue
        m = INSN.search(line)
        if m and name:
            body.append(Insn(int(m.group(1), 16), m.group(2).strip()))
    if name:
        funcs.append((name, body))
    return funcs


def analyse(body):
    index = {ins.addr: i for i, ins in enumerate(body)}
    returns = [i + 1 for i, ins in enumerate(body) if ins.base == "CALL" and i + 1 < len(body)]

    def successors(i):
        ins = body[i]
        nxt = [i + 1] if i + 1 < len(body) else []
        if ins.base in ("BRA", "JMP"):
            tgt = [index[ins.target]] if ins.target in index else list(range(len(body)))
            return tgt + (nxt if ins.guard else [])
        if ins.base in ("BRX", "JMX"):
            return list(range(len(body)))
        if ins.base == "CALL":
            return ([index[ins.target]] if ins.target in index else []) + nxt
        if ins.base in ("EXIT", "RET", "KILL"):
            return (nxt if ins.guard else []) + (returns if ins.base == "RET" else [])
        return nxt

    state = [None] * len(body)
    state[0] = frozenset()
    work = [0]
    while work:
        i = work.pop()
        ins, t = body[i], state[i]
        tainted = ins.guard in t or any(s in t for s in ins.srcs)
        if ins.base in LOADS:
            tainted = True
        elif ins.base in PUBLIC:
            tainted = ins.guard in t
        out = set(t)
        for d in ins.dests:
            if tainted:
                out.add(d)
            elif not ins.guard:
                out.discard(d)
        out = frozenset(out)
        for j in successors(i):
            new = out if state[j] is None else state[j] | out
            if new != state[j]:
                state[j] = new
                work.append(j)

    findings = []
    for i, ins in enumerate(body):
        t = state[i]
        if t is None or ins.base not in CONTROL:
            continue
        if ins.guard and ins.guard in t:
            findings.append(ins)
        elif ins.base in ("BRX", "JMX") and any(s in t for s in ins.srcs):
            findings.append(ins)
    return findings


def main(paths):
    found = 0
    for path in paths:
        with open(path) as f:
            funcs = parse(f)
        if not funcs:
            print(f"{path}: no SASS functions found", file=sys.stderr)
            return 2
        for name, body in funcs:
            for ins in analyse(body):
                print(f"{path}: {name} /*{ins.addr:04x}*/ {ins.text}: condition depends on loaded data")
                found += 1
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

#!/usr/bin/env python3
"""Self-test of branch_taint.py on hand-written SASS: it must flag a branch on
loaded data (directly, through arithmetic, through a callee, around a loop)
and must not flag branches on thread ids or parameters, or on a register
whose data was overwritten by public values."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import branch_taint as bt  # noqa: E402


def findings(body):
    lines = ["        Function : k"]
    for i, text in enumerate(body):
        lines.append(f"        /*{i * 16:04x}*/                   {text} ;")
    (_, insns), = bt.parse(lines)
    return [ins.addr // 16 for ins in bt.analyse(insns)]


CASES = [
    # (name, body, indices of expected findings)
    ("branch on loaded word", ["LDG.E R2, desc[UR4][R4.64]", "ISETP.GE.U32.AND P0, PT, R2, 0x10, PT", "@P0 BRA 0x40", "NOP", "EXIT"], [2]),
    ("through a 64-bit product", ["LDS.64 R2, [R9]", "IMAD.WIDE.U32 R4, R3, R7, RZ", "ISETP.NE.AND P1, PT, R5, RZ, PT", "@!P1 EXIT", "EXIT"], [3]),
    ("guarded call (builtin %)", ["LDG.E R2, desc[UR4][R4.64]", "IADD3 R6, P0, R2, R3, RZ", "@P0 CALL.REL.NOINC 0x40", "EXIT", "RET.REL.NODEC R20 0x0"], [2]),
    ("thread id bound", ["S2R R0, SR_TID.X", "LDC R3, c[0x0][0x160]", "ISETP.GE.AND P0, PT, R0, R3, PT", "@P0 EXIT", "LDG.E R2, desc[UR4][R4.64]", "EXIT"], []),
    ("data overwritten before the test", ["LDG.E R2, desc[UR4][R4.64]", "S2R R2, SR_TID.X", "ISETP.GE.AND P0, PT, R2, 0x4, PT", "@P0 BRA 0x50", "NOP", "EXIT"], []),
    ("predicated select is fine", ["LDG.E R2, desc[UR4][R4.64]", "ISETP.GE.U32.AND P0, PT, R2, R7, PT", "SEL R2, R2, RZ, P0", "@P0 IADD3 R2, R2, -R7, RZ", "STG.E desc[UR4][R4.64], R2", "EXIT"], []),
    ("loop-carried taint", ["S2R R0, SR_TID.X", "ISETP.GE.AND P0, PT, R0, 0x4, PT", "@P0 BRA 0x60", "LDG.E R0, desc[UR4][R4.64]", "BRA 0x10", "NOP", "EXIT"], [2]),
]


def main():
    bad = 0
    for name, body, want in CASES:
        got = findings(body)
        if got != want:
            print(f"branch_taint self-test FAILED: {name}: findings at {got}, want {want}")
            bad += 1
    if not bad:
        print(f"branch_taint self-test: {len(CASES)} cases ok")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Cheddar's own timings (its __ProfileStart / __ProfileEnd lines), stock
against nttgen inside: one markdown row per timed operation, summed over
the levels both runs reached, and the ratio stock / nttgen (> 1: faster
with nttgen inside).

    python3 tests/cheddar-inside/timings.py STOCK.out NTTGEN.out

Each figure Cheddar prints is one timed run after five warm-ups (wall
clock with a device synchronisation), so single rows are noisy; the sums
over many levels are what the table compares."""
import re
import sys

ROW = re.compile(r">>>>> (.*?) <<<<<\nWall clock time \(\+ sync overhead\): (\d+)us")


def timings(path):
    """{operation: {level or None: us}} from one run's standard output."""
    out = {}
    with open(path, encoding="utf-8", errors="replace") as f:
        text = f.read()
    for name, us in ROW.findall(text):
        m = re.search(r"\s*at level\s*(\d+)$", name)
        op = name[: m.start()] if m else name
        out.setdefault(op, {})[int(m.group(1)) if m else None] = int(us)
    return out


def main(argv):
    if len(argv) != 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    stock, nttgen = timings(argv[1]), timings(argv[2])
    print("| operation | levels | stock us (sum) | nttgen inside us (sum) | stock / nttgen |")
    print("|---|---|---|---|---|")
    rows = 0
    for op in sorted(set(stock) & set(nttgen)):
        levels = sorted(set(stock[op]) & set(nttgen[op]), key=lambda x: -1 if x is None else x)
        if not levels:
            continue
        s = sum(stock[op][l] for l in levels)
        n = sum(nttgen[op][l] for l in levels)
        span = "-" if levels == [None] else f"{levels[0]}..{levels[-1]} ({len(levels)})"
        print(f"| {op} | {span} | {s} | {n} | {s / n:.2f} |")
        rows += 1
    if rows == 0:
        print("timings.py: no operation timed in both runs", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

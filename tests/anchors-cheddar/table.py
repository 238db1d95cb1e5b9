#!/usr/bin/env python3
"""Cheddar beside nttgen: one table from cheddar_ntt_bench's output.

    table.py OUT_DIR BENCH_OUT [MORE_FILES...]

Reads DEVICE / PACKAGE / SET / SKIP / FLOOR / RESULT lines (bench.h) and
writes OUT_DIR/results.csv (every RESULT and FLOOR line) and
OUT_DIR/results.md (the table), and prints the table. Each Cheddar row is
set beside the nttgen rows that do its work: fwd and inv beside nttgen's own;
the fused key-switching forms (fwd-modup, intt-mult-const, fwd-moddown) once
beside nttgen's fused form (where its packages have them: the u32 ones) and
once beside its bare transform (fwd-modup: two `_range` calls; intt-mult-const:
the inverse; fwd-moddown: the forward; the last two without the constant
product Cheddar's calls do, so their ratios flatter nttgen). Speed-up = Cheddar us / nttgen us
(> 1: nttgen faster). Exit status 1 when a row was not verified or none was
read.
"""
import csv
import io
import math
import os
import statistics
import sys

FIELDS = ["system", "op", "mode", "word", "log_n", "limbs", "distinct", "variant", "med", "min", "max", "check", "note"]
# (Cheddar's op, nttgen's op beside it, the row's label, whether nttgen's op
# does all of Cheddar's work). A fused row with no nttgen result is left out.
OPS = [("fwd", "fwd", "fwd", True), ("inv", "inv", "inv", True),
       ("fwd-modup", "fwd-modup-fused", "fwd-modup (nttgen fused fwd_skip)", True),
       ("fwd-modup", "fwd-modup", "fwd-modup (nttgen bare: two _range)", True),
       ("intt-mult-const", "intt-mult-const", "intt-mult-const (nttgen fused intt_const)", True),
       ("intt-mult-const", "inv", "intt-mult-const (nttgen bare: inv)", False),
       ("fwd-moddown", "fwd-moddown", "fwd-moddown (nttgen fused mod_down)", True),
       ("fwd-moddown", "fwd", "fwd-moddown (nttgen bare: fwd)", False)]
FUSED = ("fwd-modup-fused", "intt-mult-const", "fwd-moddown")  # nttgen's fused forms' rows
TARGET = 1.3


def parse(paths):
    out = {"results": [], "floors": [], "devices": [], "packages": [], "sets": [], "skips": []}
    for path in paths:
        try:
            lines = open(path, errors="replace").read().splitlines()
        except OSError:
            continue
        for line in lines:
            parts = line.split(",")
            tag = parts[0]
            if tag == "RESULT" and len(parts) >= 14:
                r = dict(zip(FIELDS, parts[1:13] + [",".join(parts[13:])]))
                for k in ("med", "min", "max"):
                    try:
                        r[k] = float(r[k])
                    except ValueError:
                        r[k] = math.nan
                out["results"].append(r)
            elif tag == "FLOOR":
                out["floors"].append(parts)
            elif tag == "DEVICE":
                out["devices"].append(",".join(parts[1:]))
            elif tag == "PACKAGE":
                out["packages"].append(parts[1:])
            elif tag == "SET":
                out["sets"].append(",".join(parts[1:]))
            elif tag == "SKIP":
                out["skips"].append(parts[1:])
    return out


def fmt(x, nd=1):
    return "" if x is None or (isinstance(x, float) and math.isnan(x)) else f"{x:.{nd}f}"


def floor_rates(floors):
    def vals(name):
        v = []
        for p in floors:
            if p[1] == name and len(p) > 3 and "MISMATCH" not in ",".join(p) and "NO-VALID" not in ",".join(p):
                try:
                    v.append(float(p[3]))
                except ValueError:
                    pass
        return v
    med = {k: (statistics.median(vals(k)) if vals(k) else None) for k in ("copy", "u32_mont_bfly", "u64_shoup_bfly")}
    return med, {k: vals(k) for k in med}


def floor_us(rates, word, log_n, limbs):
    """max(one pass over the limbs through memory, their butterflies at the measured rate), or None."""
    coeffs = limbs << log_n
    mem = coeffs * 2 * (4 if word == "u32" else 8) / (rates["copy"] * 1e9) * 1e6 if rates["copy"] else None
    rate = rates["u32_mont_bfly" if word == "u32" else "u64_shoup_bfly"]
    ar = coeffs / 2 * log_n / (rate * 1e9) * 1e6 if rate else None
    both = [x for x in (mem, ar) if x]
    return (max(both) if both else None), mem, ar


def table(data, word):
    """The rows of the sets of one word: each Cheddar row beside every nttgen package of that word."""
    rates, _ = floor_rates(data["floors"])
    res = data["results"]
    variants = sorted({r["variant"] for r in res if r["system"] == "nttgen" and r["word"] == word})
    modes = []
    for r in res:
        if r["system"] == "cheddar" and r["word"] == word and r["mode"] not in modes:
            modes.append(r["mode"])

    def find(system, op, mode, variant=None):
        for r in res:
            if (r["system"], r["op"], r["mode"]) == (system, op, mode) and (variant is None or r["variant"] == variant):
                return r
        return None

    hdr = ["set / level", "op", "limbs", "Cheddar us"]
    for v in variants:
        hdr += [f"nttgen {v} us", f"speed-up {v}"]
    hdr += ["floor us (mem / arith)", "Cheddar / floor", "best nttgen / floor", f"target {TARGET}x"]
    rows, misses = [], []
    for mode in modes:
        for op, nt_op, label, same in OPS:
            c = find("cheddar", op, mode)
            if c is None or (nt_op in FUSED and find("nttgen", nt_op, mode) is None):
                continue
            fl, mem, ar = floor_us(rates, word, int(c["log_n"]), int(c["limbs"]))
            row = [mode, label, c["limbs"], fmt(c["med"])]
            best = None
            for v in variants:
                n = find("nttgen", nt_op, mode, v)
                sp = c["med"] / n["med"] if n and n["med"] > 0 else None
                row += [fmt(n["med"]) if n else "n/a", fmt(sp, 2)]
                if n and (best is None or n["med"] < best):
                    best = n["med"]
            met = "" if best is None else ("met" if c["med"] / best >= TARGET else "not met")
            if best is not None and same and met == "not met":
                misses.append(f"{mode} {label}")
            row += [f"{fmt(fl)} ({fmt(mem)} / {fmt(ar)})", fmt(c["med"] / fl, 2) if fl else "",
                    fmt(best / fl, 2) if fl and best else "", met if same else "(fused on Cheddar's side only)"]
            rows.append(row)
    return hdr, rows, misses


def markdown(data):
    rates, all_rates = floor_rates(data["floors"])
    md = io.StringIO()
    md.write("# Cheddar beside nttgen: NTT entry points at Cheddar's parameter sets, N = 2^16, one process\n\n")
    for d in sorted(set(data["devices"])):
        md.write(f"- device: {d}\n")
    for s in data["sets"]:
        md.write(f"- set: {s}\n")
    for p in data["packages"]:
        md.write(f"- nttgen package: {', '.join(p)}\n")
    for s in data["skips"]:
        md.write(f"- SKIPPED: nttgen {s[1] if len(s) > 1 else '?'} on set {s[2] if len(s) > 2 else '?'}: "
                 f"{','.join(s[3:])}\n")
    md.write(f"- floors (median of the start and end of the run): copy {fmt(rates['copy'])} GB/s {all_rates['copy']}; "
             f"u32 Montgomery butterflies {fmt(rates['u32_mont_bfly'])} G/s {all_rates['u32_mont_bfly']}; "
             f"u64 Shoup butterflies {fmt(rates['u64_shoup_bfly'])} G/s {all_rates['u64_shoup_bfly']}\n")
    md.write("- us per call (CUDA events around 10 back-to-back calls after 3 warm-ups, median of 7 groups); "
             "speed-up = Cheddar / nttgen (> 1: nttgen faster); floor = max(2 x limbs x N x word bytes / copy "
             "GB/s, limbs x N/2 x log N / butterfly rate)\n\n")
    misses = []
    for word in ("u32", "u64"):
        hdr, rows, m = table(data, word)
        misses += m
        if not rows:
            continue
        md.write(f"### {word} words\n\n| " + " | ".join(hdr) + " |\n|" + "---|" * len(hdr) + "\n")
        for r in rows:
            md.write("| " + " | ".join(str(x) for x in r) + " |\n")
        md.write("\n")
    res = data["results"]
    bad = [r for r in res if not r["check"].startswith("ok")]
    md.write(f"\nchecks: {len(res) - len(bad)} of {len(res)} timed rows verified (CPU reference in Cheddar's "
             "convention, the other side word for word, the timed calls' outputs)\n")
    for r in bad:
        md.write(f"- NOT VERIFIED: {r['system']} {r['op']} {r['mode']} {r['variant']}: {r['check']}\n")
    if misses:
        md.write(f"\nbelow the {TARGET}x target: {', '.join(misses)}\n")
    md.write("\n## Every row\n\n| system | op | set / level | word | limbs | variant | median | min | max | check | note |\n"
             "|---|---|---|---|---|---|---|---|---|---|---|\n")
    for r in res:
        md.write(f"| {r['system']} | {r['op']} | {r['mode']} | {r['word']} | {r['limbs']} | {r['variant']} | "
                 f"{fmt(r['med'], 2)} | {fmt(r['min'], 2)} | {fmt(r['max'], 2)} | {r['check']} | {r['note']} |\n")
    for p in data["floors"]:
        md.write("- floor line: " + ",".join(p[1:]) + "\n")
    return md.getvalue(), bad


def main():
    if len(sys.argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    out_dir, paths = sys.argv[1], sys.argv[2:]
    data = parse(paths)
    text, bad = markdown(data)
    os.makedirs(out_dir, exist_ok=True)
    with open(os.path.join(out_dir, "results.md"), "w") as f:
        f.write(text)
    with open(os.path.join(out_dir, "results.csv"), "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(FIELDS[:6] + ["distinct_primes", "variant", "median_us", "min_us", "max_us", "check", "note"])
        for r in data["results"]:
            w.writerow([r[k] for k in FIELDS])
        for p in data["floors"]:
            w.writerow(["floor"] + p[1:])
    print(text)
    return 1 if bad or not data["results"] else 0


if __name__ == "__main__":
    sys.exit(main())

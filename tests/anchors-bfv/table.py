#!/usr/bin/env python3
"""Merge phantom_bfv_bench's RESULT lines and bfv_mul's outputs into one table.

    table.py PHANTOM_OUT NTTGEN_OUT... > bfv-vs-phantom.md

PHANTOM_OUT: stdout of phantom_bfv_bench (RESULT,phantom,bfv-hmul,VARIANT,
LOG_N,LOG_Q,TOWERS,T,LATENCY_US,PER_PRODUCT_US_BATCHED,BATCH,CHECK,NOTE).
NTTGEN_OUT: stdout of `.device/apps/bfv_mul LOG_N BATCH` (one file per N),
whose lines are parsed:
  BFV N = 4096, log q = 109 (2 towers: [55, 54] bits), P: 3 towers, t = 65537, on ...
  gpu: HMUL latency X ms (one product, relinearised); batch of B: Y ms, Z HMUL/s (W us each)
  verified ...
Exit status 1 if any check failed or a number is missing.
"""
import re
import sys


def parse_phantom(path):
    rows = {}
    fails = []
    for line in open(path, errors="replace"):
        if not line.startswith("RESULT,phantom,bfv-hmul,"):
            continue
        f = line.rstrip("\n").split(",", 12)
        if len(f) < 13:
            fails.append("short RESULT line: " + line.strip())
            continue
        _, _, _, variant, log_n, log_q, towers, t, lat, per, batch, check, note = f
        r = dict(variant=variant, log_n=int(log_n), log_q=log_q, towers=towers, t=t, lat=lat, per=per,
                 batch=batch, check=check, note=note)
        rows[(int(log_n), variant)] = r
        if not check.startswith("ok"):
            fails.append(f"phantom {variant} log_n {log_n}: {check}")
    return rows, fails


def parse_nttgen(path):
    txt = open(path, errors="replace").read()
    r = dict(path=path)
    m = re.search(r"BFV N = (\d+), log q = (\d+) \((\d+) towers: \[([0-9, ]*)\] bits\), P: (\d+) towers, t = (\d+)", txt)
    if m:
        n = int(m.group(1))
        r.update(n=n, log_n=n.bit_length() - 1, log_q=m.group(2), towers=m.group(3),
                 bits="+".join(x.strip() for x in m.group(4).split(",")), p_towers=m.group(5), t=m.group(6))
    m = re.search(r"gpu: HMUL latency ([0-9.]+) ms \(one product, relinearised\); batch of (\d+): ([0-9.]+) ms, "
                  r"([0-9.]+) HMUL/s \(([0-9.]+) us each\)", txt)
    if m:
        r.update(lat=float(m.group(1)) * 1000.0, batch=m.group(2), per=float(m.group(5)))
    m = re.search(r"gpu: HMUL latency as one CUDA graph ([0-9.]+) ms", txt)
    if m:
        r["graph"] = float(m.group(1)) * 1000.0
    r["verified"] = bool(re.search(r"^verified ", txt, re.M))
    r["failed"] = "FAILED" in txt
    return r


def num(x):
    try:
        return float(x)
    except (TypeError, ValueError):
        return None


def fmt(x):
    x = num(x)
    return "—" if x is None else (f"{x:.1f}" if x >= 10 else f"{x:.2f}")


def ratio(a, b):
    a, b = num(a), num(b)
    return "—" if a is None or b is None or b == 0 else f"{a / b:.2f}"


def main():
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    ph, fails = parse_phantom(sys.argv[1])
    ours = {}
    for p in sys.argv[2:]:
        r = parse_nttgen(p)
        if "log_n" not in r:
            fails.append(f"nttgen {p}: no 'BFV N = ...' line")
            continue
        ours[r["log_n"]] = r
        if not r["verified"] or r["failed"]:
            fails.append(f"nttgen log_n {r['log_n']}: not verified")
        if "lat" not in r:
            fails.append(f"nttgen log_n {r['log_n']}: no 'gpu: HMUL latency' line")
    log_ns = sorted(set([k[0] for k in ph if k[0] > 0] + list(ours)))
    out = []
    out.append("# BFV HMUL (multiply + relinearise): nttgen vs Phantom, same GPU run\n")
    out.append("Latency: us per product, 20 back-to-back products of one ciphertext pair (both sides). "
               "Batched: us per product over B distinct pairs (nttgen: one batched call; Phantom: B calls "
               "back to back on one stream). Phantom rows use HPS (its BFV default); q = ciphertext "
               "modulus bits / towers; Phantom also holds one special prime P for key switching (not in q). "
               "Ratio = Phantom same-q / nttgen (> 1: nttgen faster).\n")
    out.append("nttgen graph lat: the same HMUL recorded once as a CUDA graph and replayed (`Bfv::hmul_graph`), "
               "checked word for word against the eager HMUL.\n")
    out.append("| N | log q (towers) | t | Phantom same-q lat / batched | Phantom default: log q (towers), lat / batched "
               "| nttgen lat / batched | nttgen graph lat | ratio lat (graph) | ratio batched | checks |")
    out.append("|---|---|---|---|---|---|---|---|---|---|")
    for lg in log_ns:
        s = ph.get((lg, "same-q"), {})
        d = ph.get((lg, "default"), {})
        o = ours.get(lg, {})
        logq = o.get("log_q") or s.get("log_q", "?")
        towers = o.get("towers") or s.get("towers", "?")
        if s and o and (s.get("log_q") != o.get("log_q") or s.get("towers") != o.get("towers")):
            logq = f"{o.get('log_q')} (Phantom {s.get('log_q')})"
        t = o.get("t") or s.get("t") or d.get("t", "?")
        checks = []
        for name, r in (("same-q", s), ("default", d)):
            if r:
                checks.append(f"Phantom {name} " + ("ok" if r["check"].startswith("ok") else "FAIL"))
        if o:
            checks.append("nttgen " + ("ok" if o.get("verified") and not o.get("failed") else "FAIL"))
        dflt = f"{d['log_q']} ({d['towers']}): {fmt(d['lat'])} / {fmt(d['per'])}" if d else "—"
        out.append(f"| 2^{lg} | {logq} ({towers}) | {t} | {fmt(s.get('lat'))} / {fmt(s.get('per'))} | {dflt} | "
                   f"{fmt(o.get('lat'))} / {fmt(o.get('per'))} | {fmt(o.get('graph'))} | "
                   f"{ratio(s.get('lat'), o.get('lat'))} ({ratio(s.get('lat'), o.get('graph'))}) | "
                   f"{ratio(s.get('per'), o.get('per'))} | {', '.join(checks)} |")
    out.append("")
    out.append("## Every Phantom row\n")
    out.append("| N | variant | log q | towers | lat us | batched us | batch | check | note |")
    out.append("|---|---|---|---|---|---|---|---|---|")
    for (lg, v), r in sorted(ph.items()):
        out.append(f"| 2^{lg} | {v} | {r['log_q']} | {r['towers']} | {fmt(r['lat'])} | {fmt(r['per'])} | "
                   f"{r['batch']} | {r['check']} | {r['note']} |")
    out.append("")
    out.append("## nttgen rows\n")
    for lg in sorted(ours):
        o = ours[lg]
        out.append(f"- 2^{lg}: log q {o.get('log_q')} ({o.get('bits')} bits), HPS P {o.get('p_towers')} towers, "
                   f"gadget relinearisation (no special prime); latency {fmt(o.get('lat'))} us, batch of "
                   f"{o.get('batch')}: {fmt(o.get('per'))} us each; verified: {o.get('verified')} ({o['path']})")
    if fails:
        out.append("\n## Failures\n")
        out += [f"- {f}" for f in fails]
    print("\n".join(out))
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())

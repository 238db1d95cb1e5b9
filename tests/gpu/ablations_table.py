#!/usr/bin/env python3
"""The papers' ablation tables (docs/BENCHMARKS.md) from one ablations.sh run.

    python3 tests/gpu/ablations_table.py RESULTS_DIR > tables.md

RESULTS_DIR holds <mode>-<spec>.json (nttgen-gpu bench --json) and
sweep-t<T>-n<L>.json (nttgen-gpu tune --sweep --json). Every row names the
spec that ran; a run that failed is a row saying so, with its error.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def runs():
    for line in open(os.path.join(HERE, "ablations", "runs.txt")):
        if line.startswith("#") or not line.strip():
            continue
        group, spec, mode, label = [x.strip() for x in line.split("|")]
        yield group, spec, mode, label


def load(d, mode, spec):
    p = os.path.join(d, f"{mode}-{spec}.json")
    try:
        return json.load(open(p)), None
    except (OSError, ValueError):
        err = os.path.join(d, f"{mode}-{spec}.err")
        msg = open(err).read().strip().splitlines() if os.path.exists(err) else ["no output"]
        return None, (msg[-1] if msg else "no output")[:160]


def op(r, name):
    return next((o for o in r["ops"] if o["op"] == name), None)


def us(o):
    return f"{o['median_us']:.1f}" if o else "-"


def checked(r):
    return all(o["check"].startswith("ok") for o in r["ops"])


def group_table(d, group, cols, extra=None):
    rows = [x for x in runs() if x[0] == group]
    out = ["| configuration | spec | " + " | ".join(cols) + " | x floor (fwd) | checked |", "|---" * (len(cols) + 4) + "|"]
    base = None
    for _, spec, mode, label in rows:
        r, err = load(d, mode, spec)
        if r is None:
            out.append(f"| {label} | {spec} | failed: {err} |")
            continue
        cells = []
        for c in cols:
            if c == "speed-up":
                f = op(r, cols[0])["median_us"]
                base = base or f
                cells.append(f"{base / f:.2f}x")
            elif c == "fused gain":
                fw, inv, pw, pm = (op(r, n) for n in ("forward", "inverse", "pointwise", "polymul"))
                unfused = 2 * fw["median_us"] + pw["median_us"] + inv["median_us"]
                cells.append(f"{unfused:.1f} -> {pm['median_us']:.1f} ({unfused / pm['median_us']:.2f}x)")
            elif c == "Gbfly/s":
                cells.append(f"{op(r, 'forward')['butterflies_per_s'] / 1e9:.0f}")
            elif c == "cluster occupancy":
                occ = r.get("cluster_occupancy") or []
                cells.append("; ".join(f"{k.rsplit('_', 1)[-1]}: {res} x {b} blocks" for k, b, res in occ) or "-")
            elif c == "floor Gbfly/s":
                cells.append(f"{r['floors']['butterflies_per_s'] / 1e9:.0f}")
            else:
                cells.append(us(op(r, c)))
        fwd = op(r, "forward")
        out.append(f"| {label} | {r['spec']} | " + " | ".join(cells) + f" | {fwd['x_floor']:.2f} | {'ok' if checked(r) else 'NO'} |")
    return "\n".join(out)


def sweeps(d):
    out = ["| N | " + " | ".join(f"λ_{t} | split_{t} | T_{t} us" for t in (1, 2, 4)) + " | points |", "|---" * 11 + "|"]
    for l in range(10, 17):
        cells, points = [], 0
        for t in (1, 2, 4):
            p = os.path.join(d, f"sweep-t{t}-n{l}.json")
            try:
                rep = json.load(open(p))
            except (OSError, ValueError):
                cells.append("- | - | -")
                continue
            pts = rep["points"]
            points += len(pts)
            if not pts:
                cells.append("- | - | none measured")
                continue
            b = pts[0]
            cells.append(f"{b['cluster']} | {'-'.join(map(str, b['stage_split']))} | {b['forward_us']:.2f}")
        out.append(f"| 2^{l} | " + " | ".join(cells) + f" | {points} |")
    return "\n".join(out)


def main():
    d = sys.argv[1]
    any_r = next((load(d, m, s)[0] for _, s, m, _ in runs() if load(d, m, s)[0]), None)
    if any_r:
        print(f"GPU: {any_r['gpu']}; floors of the first run: copy {any_r['floors']['copy_gbps']:.0f} GB/s, empty launch {any_r['floors']['launch_us']:.2f} us\n")
    sections = [
        ("Reductions (Shivdikar Fig. 3), n = 2^16, mode P", "reductions", ["forward", "inverse", "Gbfly/s", "floor Gbfly/s"]),
        ("Shivdikar Table III, n = 2^16, 62-bit, mode P", "shivdikar", ["forward", "speed-up", "polymul", "fused gain"]),
        ("cuTraNTT Table II, n = 2^16 u32, one polynomial", "cutrantt", ["forward", "speed-up", "polymul"]),
        ("cuTraNTT Table III, 66 polynomials of 2^16 (mode S)", "cutrantt-hadamard", ["pointwise", "speed-up", "polymul"]),
        ("Goey: streams and warp-shuffle twiddles, n = 2^16 u64, mode P", "goey", ["forward", "inverse", "polymul"]),
        ("Alves: DGT against NTT, u64 60-bit Shoup, mode P", "alves", ["forward", "inverse", "polymul"]),
        ("u32 at the tuner's best", "u32", ["forward", "inverse", "polymul"]),
        ("Targets: scaling, u32 at the u64 path's modulus capacity", "targets", ["forward", "inverse", "polymul"]),
        ("Single-kernel transforms over thread-block clusters (cluster occupancy from the driver)", "cluster", ["forward", "inverse", "polymul", "cluster occupancy"]),
        ("Solinas: Goey's shift twiddles against Shoup, n = 2^16, mode P", "solinas", ["forward", "inverse", "polymul"]),
    ]
    for title, group, cols in sections:
        present = any(load(d, m, sp)[0] for g, sp, m, _ in runs() if g == group)
        if present:
            print(f"### {title}\n\n{group_table(d, group, cols)}\n")
    if any(f.startswith("sweep-") for f in os.listdir(d)):
        print("### Coala Table I: best λ and split per N, u32 30-bit towers, one polynomial (forward us)\n")
        print(sweeps(d) + "\n")


if __name__ == "__main__":
    main()

#!/usr/bin/env bash
# H100: kernel durations (Nsight Compute) of bfv_mul at 2^15 and 2^14 with
# this tree's BFV steps (one product; the latency loop's products inside
# the first launches), to find where a 2^15 product's 1.1 ms goes.
# Carry .device/bins3.tar.xz (apps/bfv_mul).
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
tar xJf .device/bins3.tar.xz -C .device
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache
for ln in 15 14; do
  timeout 100 .device/apps/bfv_mul $ln 1 > $OUT/bfv-$ln.txt 2>&1; echo "bfv $ln rc=$?"; grep -E "gpu:|times" $OUT/bfv-$ln.txt
  timeout 240 ncu --clock-control none --metrics gpu__time_duration.sum --csv --launch-count 1500 .device/apps/bfv_mul $ln 1 > $OUT/ncu-bfv-$ln.csv 2>$OUT/ncu-bfv-$ln.err; echo "ncu bfv $ln rc=$?"
  python3 - $OUT/ncu-bfv-$ln.csv <<'PY'
import csv, sys, collections
rows = [r for r in csv.reader(open(sys.argv[1])) if len(r) > 10]
hdr = rows[0]; ki = hdr.index("Kernel Name"); vi = hdr.index("Metric Value"); ii = hdr.index("ID")
ks = [(int(r[ii]), r[ki].split("(")[0], float(r[vi].replace(",", ""))) for r in rows[1:]]
print(len(ks), "kernels")
tot = collections.OrderedDict()
for i, k, v in ks[-300:]:
    c, s = tot.get(k, (0, 0.0)); tot[k] = (c + 1, s + v)
for k, (c, s) in sorted(tot.items(), key=lambda x: -x[1][1]):
    print(f"{k:50s} {c:5d} {s/1000:10.1f} us")
PY
done
gzip -f $OUT/ncu-bfv-*.csv

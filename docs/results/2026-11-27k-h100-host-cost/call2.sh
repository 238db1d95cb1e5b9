#!/usr/bin/env bash
# latency-probe after its fix (the latency plan's programs take the
# operands of the program they stand for): b2b / gpu / host / graph per
# one-limb program, twice.
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache
for r in 1 2; do timeout 120 .device/probe > $OUT/probe-$r.txt 2>&1; echo "probe $r rc=$?"; done
paste -d, <(cut -d, -f2- $OUT/probe-1.txt) <(cut -d, -f6 $OUT/probe-2.txt)

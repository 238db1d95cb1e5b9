#!/usr/bin/env bash
# Where one limb's call spends its host time: latency-probe of 829686d
# (probe-base; b2b / gpu / host per program), twice, and the same with
# Stream::launch returning before the driver call (probe-skip, built with
# NTTGEN_PROBE_SKIP_LAUNCH honoured: its host column is the runtime's own
# Rust path per call, its b2b and gpu columns meaningless).
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache
for r in 1 2; do timeout 120 .device/probe-base > $OUT/base-$r.txt 2>&1; echo "base $r rc=$?"; done
NTTGEN_PROBE_SKIP_LAUNCH=1 timeout 120 .device/probe-skip > $OUT/skip.txt 2>&1; echo "skip rc=$?"
paste -d' ' <(cut -d, -f2- $OUT/base-1.txt) <(cut -d, -f6 $OUT/base-2.txt) <(cut -d, -f6 $OUT/skip.txt) | column -t

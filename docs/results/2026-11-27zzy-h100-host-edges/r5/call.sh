#!/usr/bin/env bash
# Where mode L's groups lose time: one call alone, 10 and 50 back to back, the GPU's steady rate.
set -u
nvidia-smi --query-gpu=name --format=csv,noheader | tee $OUT/gpu.txt
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache
for r in 1 2; do timeout 200 .device/r5/probe > $OUT/probe-$r.txt 2>&1; echo "rc=$?"; done
for r in 1 2; do echo "== $r"; grep -E "empty|latency/" $OUT/probe-$r.txt | grep -vE ",host,|graph" | cut -d, -f2,3,5,6 | paste -sd' ' ; done

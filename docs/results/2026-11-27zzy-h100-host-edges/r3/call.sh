#!/usr/bin/env bash
# A/B: the engine's launch path before/after (no allocation per call), host-ab and b2b.
set -u
nvidia-smi --query-gpu=name --format=csv,noheader | tee $OUT/gpu.txt
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache
for r in 1 2; do for v in old new; do
  timeout 120 .device/r3/probe-$v > $OUT/$v-$r.txt 2>&1; echo "$v-$r rc=$?"
done; done
for f in old-1 new-1 old-2 new-2; do echo "== $f"; grep -E "host-ab|latency/.*,(b2b|host)," $OUT/$f.txt | cut -d, -f2-6 | tr '\n' ' '; echo; done

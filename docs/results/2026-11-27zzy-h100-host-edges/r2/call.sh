#!/usr/bin/env bash
# The engine's host cost per call against a bare launch; C++ floors in the same call.
set -u
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache
timeout 200 .device/r2/probe > $OUT/probe1.txt 2>&1; echo "rc=$?"
OUT=$OUT/anchors timeout 150 bash .anchors/run.sh > $OUT/anchors.txt 2>&1; echo "anchors rc=$?"
timeout 200 .device/r2/probe > $OUT/probe2.txt 2>&1; echo "rc=$?"
grep -E "host-ab|,b2b,|empty.*host" $OUT/probe1.txt $OUT/probe2.txt | cut -c1-200
grep -E "launch_|,L," $OUT/anchors/results.csv | cut -d, -f1-12

#!/usr/bin/env bash
# The second of this folder's two calls: Cheddar beside nttgen's packages at
# Cheddar's parameter sets (tests/anchors-cheddar: cheddar.md, cheddar.csv),
# then gpu-check (the catalog and 40 random specs, bit for bit against the
# interpreter: gpu-check.md). Here: tests/anchors-cheddar/prepare.sh and
# build.sh, `bash tests/gpu/build.sh`; on the GPU machine, with .cheddar/bin
# and .device carried:
#   OUT=<dir> bash docs/results/h200-peers/call-cheddar.sh
set -u
export NTTGEN_CACHE_DIR=/tmp/nc
for d in /usr/local/cuda/lib64 /usr/local/cuda/targets/x86_64-linux/lib; do [ -d "$d" ] && export LD_LIBRARY_PATH="${LD_LIBRARY_PATH:+$LD_LIBRARY_PATH:}$d"; done
OUT=$OUT/cheddar LIMIT=200 bash tests/anchors-cheddar/run.sh > $OUT/cheddar-run.log 2>&1; echo "cheddar rc=$?"
grep -E "^\|" $OUT/cheddar/results.md | head -40
timeout 200 .device/gpu-check --out /tmp/gc --random 40 > /tmp/gc.txt 2>&1; echo "gpu-check rc=$?"; tail -3 /tmp/gc.txt; cp /tmp/gc/gpu-check.md $OUT/ 2>/dev/null

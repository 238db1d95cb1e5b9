#!/usr/bin/env bash
# The first of this folder's two calls: BFV multiply + relinearise beside
# Phantom built in the same call (tests/anchors-bfv: bfv-vs-phantom.md, and
# the eager / graph probe), the butterfly forms (tests/gpu/butterfly-forms:
# forms.md) and the engine's GPU suite (suites.txt). Here: `bash
# tests/gpu/build.sh`, `bash tests/gpu/apps-build.sh` and .anchors/ (its
# README); on the GPU machine, with .device and .anchors/vendor carried:
#   OUT=<dir> bash docs/results/h200-peers/call-bfv.sh
set -u
export NTTGEN_CACHE_DIR=/tmp/nc
for d in /usr/local/cuda/lib64 /usr/local/cuda/targets/x86_64-linux/lib; do [ -d "$d" ] && export LD_LIBRARY_PATH="${LD_LIBRARY_PATH:+$LD_LIBRARY_PATH:}$d"; done
OUT=$OUT/forms bash tests/gpu/butterfly-forms/run.sh; echo "forms rc=$?"
timeout 150 .device/gpu_engine --ignored --test-threads 1 > $OUT/suites.txt 2>&1; echo "gpu_engine rc=$?" | tee -a $OUT/suites.txt; grep "test result" $OUT/suites.txt
NTTGEN_BFV_PROBE=1 OUT=$OUT/bfv LOG_NS="12 13 14 15" BATCH=16 timeout 420 bash tests/anchors-bfv/run.sh > $OUT/bfv-run.log 2>&1; echo "bfv rc=$?"
cat $OUT/bfv/bfv-vs-phantom.md 2>/dev/null | head -12
grep -h "PROBE,bfv,1[45],hmul" $OUT/bfv/nttgen-1[45].out 2>/dev/null

#!/usr/bin/env bash
# The call behind bfv-vs-phantom.md (BFV multiply + relinearise beside
# Phantom built in the same call, tests/anchors-bfv) and probe.csv (eager,
# graph with the arena's buffers, graph with captured allocations). Here:
# `bash tests/gpu/apps-build.sh` and .anchors/ (tests/anchors-bfv/README.md);
# on the GPU machine: OUT=<dir> bash docs/results/h200-bfv-graph/call.sh
export NTTGEN_CACHE_DIR=/tmp/nc
timeout 120 .device/apps/test_apps_bfv --ignored --test-threads 1 > $OUT/bfv-tests.txt 2>&1; echo "apps_bfv rc=$?"; grep "test result" $OUT/bfv-tests.txt
NTTGEN_BFV_PROBE=1 OUT=$OUT LOG_NS="12 13 14 15" BATCH=16 timeout 400 bash tests/anchors-bfv/run.sh > $OUT/bfv-run.log 2>&1; echo "bfv rc=$?"
cat $OUT/bfv-vs-phantom.md 2>/dev/null | head -30
grep -h "PROBE,bfv" $OUT/nttgen-15.out 2>/dev/null | head -12

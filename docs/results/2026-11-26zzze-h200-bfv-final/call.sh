#!/usr/bin/env bash
# H200: BFV HMUL beside Phantom (tests/anchors-bfv) with the session's last
# BFV tree (9c842b0) and the BFV GPU test; lean (the session's device time
# was nearly spent). Carry .device/bins9.tar.xz (see zzzc's call.sh) and .anchors.
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
grep -q H200 $OUT/gpu.txt || { echo "not an H200"; exit 3; }
tar xJf .device/bins9.tar.xz -C .device
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache
timeout 60 .device/apps/test_apps_bfv --ignored --test-threads 1 > $OUT/test_apps_bfv.txt 2>&1; echo "bfv tests rc=$?"; grep "test result" $OUT/test_apps_bfv.txt
OUT=$OUT/bfv LOG_NS="12 13 14 15" BATCH=16 timeout 240 bash tests/anchors-bfv/run.sh > /dev/null 2>&1
echo "anchors-bfv rc=$?"; grep -A8 "^| N |" $OUT/bfv/bfv-vs-phantom.md | head -8

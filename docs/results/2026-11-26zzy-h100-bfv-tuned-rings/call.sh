#!/usr/bin/env bash
# BFV HMUL beside Phantom (tests/anchors-bfv) with this tree (d87cc01: the
# split BFV steps, 128-bit multiply-add sums, the GPU class's tuned knobs on
# the rings), and in the same call bfv_mul of b2503d3 (the same without the
# tuned rings: apps-b) and of 3ef08b7 (before this session's BFV changes:
# apps-a); the BFV and ring GPU tests; the 2^15 product's kernel durations.
# Any H100 or H200. Build here: tests/gpu/apps-build.sh (.device/apps),
# bfv_mul at b2503d3 into .device/apps-b and at 3ef08b7 into .device/apps-a,
#   tar cJf .device/bins6.tar.xz -C .device apps/bfv_mul apps/test_apps_bfv apps/test_apps_ring apps-a/bfv_mul apps-b/bfv_mul
# and carry .device/bins6.tar.xz, this script and .anchors.
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
tar xJf .device/bins6.tar.xz -C .device
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache
timeout 120 .device/apps/test_apps_bfv --ignored --test-threads 1 > $OUT/test_apps_bfv.txt 2>&1; echo "bfv tests rc=$?"; grep "test result" $OUT/test_apps_bfv.txt
timeout 60 .device/apps/test_apps_ring --ignored --test-threads 1 > $OUT/test_apps_ring.txt 2>&1; echo "ring tests rc=$?"; grep "test result" $OUT/test_apps_ring.txt
for lg in 15 14; do
  for v in apps apps-b apps-a; do
    timeout 60 .device/$v/bfv_mul $lg 16 > $OUT/$v-$lg.txt 2>&1; echo "$v $lg rc=$?"; grep -E "^gpu:|^verified" $OUT/$v-$lg.txt | cut -c1-150
  done
done
OUT=$OUT/bfv LOG_NS="12 13 14 15" BATCH=16 timeout 330 bash tests/anchors-bfv/run.sh > /dev/null 2>&1
echo "anchors-bfv rc=$?"; grep -A8 "^| N |" $OUT/bfv/bfv-vs-phantom.md | head -8
timeout 150 ncu --clock-control none --metrics gpu__time_duration.sum --csv --launch-count 1100 .device/apps/bfv_mul 15 1 > $OUT/ncu-bfv-15.csv 2>$OUT/ncu-bfv-15.err; echo "ncu bfv 15 rc=$?"
gzip -f $OUT/ncu-bfv-15.csv

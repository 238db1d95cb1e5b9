#!/usr/bin/env bash
# H100: the BFV steps with 128-bit sums reduced once, the digits a thread per
# input word and grids of at most 16 blocks per SM (on top of zzv's split steps)
# beside Phantom (tests/anchors-bfv), the tree before both (apps-a, 3ef08b7)
# in the same call, the BFV and ring GPU tests, and the 2^15 product's
# kernel durations.
# Build here: tests/gpu/apps-build.sh (.device/apps), bfv_mul at 3ef08b7 into
# .device/apps-a, then
#   tar cJf .device/bins5.tar.xz -C .device apps/bfv_mul apps/test_apps_bfv apps/test_apps_ring apps-a/bfv_mul
# and carry .device/bins5.tar.xz, this script and .anchors.
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
tar xJf .device/bins5.tar.xz -C .device
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache
timeout 120 .device/apps/test_apps_bfv --ignored --test-threads 1 > $OUT/test_apps_bfv.txt 2>&1; echo "bfv tests rc=$?"; grep "test result" $OUT/test_apps_bfv.txt
timeout 60 .device/apps/test_apps_ring --ignored --test-threads 1 > $OUT/test_apps_ring.txt 2>&1; echo "ring tests rc=$?"; grep "test result" $OUT/test_apps_ring.txt
for lg in 15 14 12 13; do
  timeout 60 .device/apps/bfv_mul $lg 16 > $OUT/new-$lg.txt 2>&1; echo "new $lg rc=$?"; grep -E "^gpu:|^times|^verified" $OUT/new-$lg.txt
  timeout 60 .device/apps-a/bfv_mul $lg 16 > $OUT/a-$lg.txt 2>&1; echo "a $lg rc=$?"; grep -E "^gpu:" $OUT/a-$lg.txt
done
OUT=$OUT/bfv LOG_NS="12 13 14 15" BATCH=16 timeout 330 bash tests/anchors-bfv/run.sh > /dev/null 2>&1
echo "anchors-bfv rc=$?"; grep -A8 "^| N |" $OUT/bfv/bfv-vs-phantom.md | head -8
timeout 150 ncu --clock-control none --metrics gpu__time_duration.sum --csv --launch-count 1100 .device/apps/bfv_mul 15 1 > $OUT/ncu-bfv-15.csv 2>$OUT/ncu-bfv-15.err; echo "ncu bfv 15 rc=$?"
gzip -f $OUT/ncu-bfv-15.csv

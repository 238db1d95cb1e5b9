#!/usr/bin/env bash
# BFV HMUL with the session's last tree (the split sums of products and the
# H100's 2^14 in-L2 entry): the BFV and ring GPU tests, bfv_mul at 2^14 and
# 2^15 beside the split sums without the entry (apps-s, b8fa22f) and the
# tree before the session (apps-h, fdba596's code), then Phantom in the same
# call (tests/anchors-bfv). Build here: tests/gpu/apps-build.sh
# (.device/apps), then
#   tar cJf .device/bins12.tar.xz -C .device apps apps-s/bfv_mul apps-h/bfv_mul
# and carry .device/bins12.tar.xz, this script and .anchors. Any H100 or
# H200 (the H200 run is the same script).
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
tar xJf .device/bins12.tar.xz -C .device
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache
for t in bfv ring; do
  timeout 120 .device/apps/test_apps_$t --ignored --test-threads 1 > $OUT/test_apps_$t.txt 2>&1; echo "test_apps_$t rc=$?"; grep "test result" $OUT/test_apps_$t.txt
done
run() { timeout 60 .device/$1/bfv_mul $2 16 > $OUT/$1-$2-$3.txt 2>&1; echo "$1 $2 rc=$?"; grep -E "^gpu:|^verified" $OUT/$1-$2-$3.txt | cut -c1-150; }
for r in 1 2; do for v in apps-h apps-s apps; do run $v 14 $r; done; done
for r in 1 2; do for v in apps-h apps; do run $v 15 $r; done; done
OUT=$OUT/bfv LOG_NS="12 13 14 15" BATCH=16 timeout 330 bash tests/anchors-bfv/run.sh > /dev/null 2>&1
echo "anchors-bfv rc=$?"; grep -A8 "^| N |" $OUT/bfv/bfv-vs-phantom.md | head -8

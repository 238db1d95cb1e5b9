#!/usr/bin/env bash
# The BFV sums two output towers a thread (apps, this commit) beside the
# tree before (apps-t, 7fec127) and the session's start (apps-h, fdba596's
# code): the BFV GPU test, bfv_mul at 2^15 and 2^14, Phantom in the same
# call (tests/anchors-bfv). Build here: tests/gpu/apps-build.sh
# (.device/apps), then
#   tar cJf .device/bins13.tar.xz -C .device apps apps-t/bfv_mul apps-h/bfv_mul
# and carry .device/bins13.tar.xz, this script and .anchors.
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
tar xJf .device/bins13.tar.xz -C .device
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache
timeout 120 .device/apps/test_apps_bfv --ignored --test-threads 1 > $OUT/test_apps_bfv.txt 2>&1; echo "test_apps_bfv rc=$?"; grep "test result" $OUT/test_apps_bfv.txt
run() { timeout 60 .device/$1/bfv_mul $2 16 > $OUT/$1-$2-$3.txt 2>&1; echo "$1 $2 rc=$?"; grep -E "^gpu:|^verified" $OUT/$1-$2-$3.txt | cut -c1-150; }
for r in 1 2; do for v in apps-h apps-t apps; do run $v 15 $r; done; done
for v in apps-t apps; do run $v 14 1; done
OUT=$OUT/bfv LOG_NS="12 13 14 15" BATCH=16 timeout 330 bash tests/anchors-bfv/run.sh > /dev/null 2>&1
echo "anchors-bfv rc=$?"; grep -A8 "^| N |" $OUT/bfv/bfv-vs-phantom.md | head -8

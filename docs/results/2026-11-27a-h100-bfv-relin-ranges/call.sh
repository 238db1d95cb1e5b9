#!/usr/bin/env bash
# Relinearisation's digits a range at a time (each range's digits, forward
# and key products while they sit in L2): the BFV GPU test, bfv_mul at 2^15
# and 2^14 for several ranges (RELIN_DIGITS; 0 = the default from L2) beside
# the tree before the change (apps-h, fdba596), Phantom in the same call
# (tests/anchors-bfv, nttgen's default), and the 2^15 product's kernels in
# Nsight Compute. Build here: tests/gpu/apps-build.sh (.device/apps),
# bfv_mul at fdba596 into .device/apps-h, then
#   tar cJf .device/bins10.tar.xz -C .device apps apps-h/bfv_mul
# and carry .device/bins10.tar.xz, this script and .anchors.
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
tar xJf .device/bins10.tar.xz -C .device
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache
timeout 150 .device/apps/test_apps_bfv --ignored --test-threads 1 > $OUT/test_apps_bfv.txt 2>&1; echo "test_apps_bfv rc=$?"; grep "test result" $OUT/test_apps_bfv.txt
run() { timeout 60 .device/$1/bfv_mul $2 16 65537 $3 $4 > $OUT/$1-$2-$4.txt 2>&1; echo "$1 $2 digits=$4 rc=$?"; grep -E "^gpu:|^verified|^BFV" $OUT/$1-$2-$4.txt | cut -c1-170; }
run apps-h 15 881 0
for rd in 0 17 1 2 4 6; do run apps 15 881 $rd; done
run apps-h 15 881 0
run apps 15 881 0
run apps-h 14 438 0
for rd in 0 1 2 4; do run apps 14 438 $rd; done
OUT=$OUT/bfv LOG_NS="12 13 14 15" BATCH=16 timeout 330 bash tests/anchors-bfv/run.sh > /dev/null 2>&1
echo "anchors-bfv rc=$?"; grep -A8 "^| N |" $OUT/bfv/bfv-vs-phantom.md | head -8
timeout 100 ncu --clock-control none --metrics gpu__time_duration.sum --csv --launch-count 1300 .device/apps/bfv_mul 15 1 > $OUT/ncu-bfv-15.csv 2>$OUT/ncu-bfv-15.err; echo "ncu bfv 15 rc=$?"
gzip -f $OUT/ncu-bfv-15.csv

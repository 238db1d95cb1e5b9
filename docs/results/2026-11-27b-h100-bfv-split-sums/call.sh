#!/usr/bin/env bash
# The BFV sums of products split into 32 x 32-bit multiply-adds (b8fa22f):
# every application GPU test and example,
# beside the tree before (apps-h, fdba596's code), Phantom in the same call
# (tests/anchors-bfv), the 2^15 product's kernels in Nsight Compute. Build
# here: tests/gpu/apps-build.sh (.device/apps), bfv_mul at fdba596 into
# .device/apps-h, then
#   tar cJf .device/bins11.tar.xz -C .device apps apps-h/bfv_mul
# and carry .device/bins11.tar.xz, this script and .anchors.
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
tar xJf .device/bins11.tar.xz -C .device
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache
for t in .device/apps/test_apps_*; do
  timeout 120 $t --ignored --test-threads 1 > $OUT/$(basename $t).txt 2>&1; echo "$(basename $t) rc=$?"; grep "test result" $OUT/$(basename $t).txt
done
for ex in rns_polymul bigint_mul rlwe_encrypt; do
  timeout 60 .device/apps/$ex > $OUT/$ex.txt 2>&1; echo "$ex rc=$?"; grep -iE "verified|mismatch|error" $OUT/$ex.txt | head -2 | cut -c1-160
done
run() { timeout 60 .device/$1/bfv_mul $2 16 > $OUT/$1-$2-$3.txt 2>&1; echo "$1 $2 rc=$?"; grep -E "^gpu:|^verified" $OUT/$1-$2-$3.txt | cut -c1-150; }
for r in 1 2; do for v in apps-h apps; do run $v 15 $r; done; done
for lg in 14 13 12; do for v in apps-h apps; do run $v $lg 1; done; done
OUT=$OUT/bfv LOG_NS="12 13 14 15" BATCH=16 timeout 330 bash tests/anchors-bfv/run.sh > /dev/null 2>&1
echo "anchors-bfv rc=$?"; grep -A8 "^| N |" $OUT/bfv/bfv-vs-phantom.md | head -8
timeout 100 ncu --clock-control none --metrics gpu__time_duration.sum --csv --launch-count 1100 .device/apps/bfv_mul 15 1 > $OUT/ncu-bfv-15.csv 2>$OUT/ncu-bfv-15.err; echo "ncu bfv 15 rc=$?"
gzip -f $OUT/ncu-bfv-15.csv

#!/usr/bin/env bash
# BFV HMUL beside Phantom (tests/anchors-bfv) with the session's last BFV
# tree (the extension from the operands' own buffers, 9c842b0), every application GPU test and example of .device/apps,
# and in the same call bfv_mul of 9e87f26 (apps-e, the tree before the last
# change) and of 3ef08b7 (apps-a, before this session's BFV changes); the
# 2^15 product's kernel durations. Asked for an H200, ran on the H100 held (zzzc is the
# same script). Build here: tests/gpu/apps-build.sh (.device/apps), bfv_mul
# at 9e87f26 into .device/apps-e and at 3ef08b7 into .device/apps-a, then
#   tar cJf .device/bins9.tar.xz -C .device apps apps-a/bfv_mul apps-e/bfv_mul
# and carry .device/bins9.tar.xz, this script and .anchors.
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
tar xJf .device/bins9.tar.xz -C .device
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache
for t in .device/apps/test_apps_*; do
  timeout 120 $t --ignored --test-threads 1 > $OUT/$(basename $t).txt 2>&1; echo "$(basename $t) rc=$?"; grep "test result" $OUT/$(basename $t).txt
done
for ex in rns_polymul bigint_mul rlwe_encrypt; do
  timeout 60 .device/apps/$ex > $OUT/$ex.txt 2>&1; echo "$ex rc=$?"; grep -iE "verified|mismatch|error" $OUT/$ex.txt | head -2 | cut -c1-160
done
for lg in 15 14; do
  for v in apps apps-e apps-a; do
    timeout 60 .device/$v/bfv_mul $lg 16 > $OUT/$v-$lg.txt 2>&1; echo "$v $lg rc=$?"; grep -E "^gpu:|^verified" $OUT/$v-$lg.txt | cut -c1-150
  done
done
OUT=$OUT/bfv LOG_NS="12 13 14 15" BATCH=16 timeout 330 bash tests/anchors-bfv/run.sh > /dev/null 2>&1
echo "anchors-bfv rc=$?"; grep -A8 "^| N |" $OUT/bfv/bfv-vs-phantom.md | head -8
timeout 150 ncu --clock-control none --metrics gpu__time_duration.sum --csv --launch-count 1100 .device/apps/bfv_mul 15 1 > $OUT/ncu-bfv-15.csv 2>$OUT/ncu-bfv-15.err; echo "ncu bfv 15 rc=$?"
gzip -f $OUT/ncu-bfv-15.csv

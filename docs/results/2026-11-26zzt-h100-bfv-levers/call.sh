#!/usr/bin/env bash
# H100: BFV HMUL beside Phantom (one call) after the per-word BFV kernels,
# the grouped multiply with its one-launch tensor (bfv_tensor) and the
# overlapped element-wise launches; the per-word kernels alone (apps-a,
# commit 92c68da) in the same call; the BFV and ring GPU tests.
# Build here first: tests/gpu/apps-build.sh on this tree into .device/apps,
# the same at commit 92c68da into .device/apps-a (its bfv_mul only), then
#   tar cJf .device/bins3.tar.xz -C .device apps/bfv_mul apps/test_apps_bfv apps/test_apps_ring apps-a/bfv_mul nttgen-anchors
# (nttgen-anchors from tests/gpu/build.sh).
# and carry .device/bins3.tar.xz, this script and .anchors (Phantom's sources).
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
grep -q H100 $OUT/gpu.txt || { echo "not an H100"; exit 3; }
tar xJf .device/bins3.tar.xz -C .device
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache
OUT=$OUT/bfv LOG_NS="12 13 14 15" BATCH=16 timeout 330 bash tests/anchors-bfv/run.sh > /dev/null 2>&1
echo "anchors-bfv rc=$?"; grep -A8 "^| N |" $OUT/bfv/bfv-vs-phantom.md | head -8
for lg in 14 15 12 13; do
  timeout 60 .device/apps-a/bfv_mul $lg 16 > $OUT/a-$lg.txt 2>&1; echo "a $lg rc=$?"; grep -E "^gpu:" $OUT/a-$lg.txt
done
timeout 60 .device/apps/test_apps_ring --ignored --test-threads 1 > $OUT/test_apps_ring.txt 2>&1; echo "ring tests rc=$?"; grep "test result" $OUT/test_apps_ring.txt
timeout 90 .device/apps/test_apps_bfv --ignored --test-threads 1 > $OUT/test_apps_bfv.txt 2>&1; echo "bfv tests rc=$?"; grep "test result" $OUT/test_apps_bfv.txt
# The late kernel's own register budget (last_min_blocks) beside the P
# entries at 2^16 and 2^17, one process each.
export NTTGEN_ANCHORS_CANDIDATES=0
for ln in 17 16; do
  NTTGEN_ANCHORS_LOGN=$ln NTTGEN_ANCHORS_TRY='lmb8=last_min_blocks = 8;lmb10=last_min_blocks = 10;lmb12=last_min_blocks = 12' timeout 120 .device/nttgen-anchors fwd-P inv-P > $OUT/lmb-$ln.txt 2>&1
  echo "lmb $ln rc=$?"; grep -h "^RESULT,nttgen" $OUT/lmb-$ln.txt | cut -d, -f3-12
done
# 2^15 (one cluster kernel, spilling a little at 40 registers): radix 16.
NTTGEN_ANCHORS_LOGN=15 NTTGEN_ANCHORS_TRY='r16m3=radix = 16|min_blocks = 3;r16m4=radix = 16|min_blocks = 4' timeout 120 .device/nttgen-anchors fwd-P > $OUT/r16-15.txt 2>&1
echo "r16 15 rc=$?"; grep -h "^RESULT,nttgen" $OUT/r16-15.txt | cut -d, -f3-12

#!/usr/bin/env bash
# The review commit's tree (0c86212: one extension path, launchable checks)
# on a GPU: the BFV and ring GPU tests and bfv_mul at 2^15 / 2^14 (batch 16,
# every product verified). Lean: the session's device time was nearly spent.
# Build here: tests/gpu/apps-build.sh, tar cJf .device/bins10.tar.xz -C .device apps
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
nvidia-smi --query-gpu=name --format=csv,noheader | tee $OUT/gpu.txt
tar xJf .device/bins10.tar.xz -C .device
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache
for t in bfv ring; do
  timeout 60 .device/apps/test_apps_$t --ignored --test-threads 1 > $OUT/test_apps_$t.txt 2>&1; echo "test_apps_$t rc=$?"; grep "test result" $OUT/test_apps_$t.txt
done
for lg in 15 14; do
  timeout 40 .device/apps/bfv_mul $lg 16 > $OUT/bfv-$lg.txt 2>&1; echo "bfv $lg rc=$?"; grep -E "^gpu:|^verified" $OUT/bfv-$lg.txt | cut -c1-150
done

#!/usr/bin/env bash
# The call behind ab.md and bfv-vs-phantom.md: one BFV product at N = 2^15
# with the HPS kernels of the commit before (a thread per pair of output
# words, the extensions' and the scaling's per-coefficient passes apart:
# `old`) beside this commit's (a thread per coefficient: `new`), the two
# builds alternated twice, each timed eager, as a CUDA graph and as a batch
# of 16 with every product decrypted and checked; each build's kernels
# under Nsight Compute; the GPU bit-for-bit test; then the new build beside
# Phantom (tests/anchors-bfv). Here, at each of the two commits:
# `cargo build --release -p nttgen-runtime --features apps --example bfv_mul`
# copied to .device/ab/bfv_mul_old and .device/ab/bfv_mul_new, and
# `bash tests/gpu/apps-build.sh` at the new one (.device/apps/, with
# test_apps_bfv); .anchors/ as tests/anchors-bfv/README.md says. On the GPU
# machine: OUT=<dir> bash docs/results/h200-bfv-hps/call.sh
set -u
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export NTTGEN_CACHE_DIR=/tmp/nc; mkdir -p /tmp/nc; chmod 700 /tmp/nc
timeout 60 .device/apps/test_apps_bfv --ignored --test-threads 1 > $OUT/bfv-tests.txt 2>&1; echo "apps_bfv rc=$?"; grep "test result" $OUT/bfv-tests.txt
for r in 1 2; do for v in old new; do
  NTTGEN_BFV_PROBE=1 timeout 45 .device/ab/bfv_mul_$v 15 16 > $OUT/bfv15-$v-$r.txt 2>&1; echo "$v $r rc=$?"
  grep -E "^gpu:|^verified" $OUT/bfv15-$v-$r.txt | cut -c1-120
done; done
for v in old new; do
  NTTGEN_BACKEND=gpu timeout 60 ncu --clock-control none --metrics gpu__time_duration.sum --csv --print-units base \
      --kernel-name regex:bfv_ --launch-count 60 .device/ab/bfv_mul_$v 15 1 > $OUT/ncu-$v.csv 2> $OUT/ncu-$v.err; echo "ncu $v rc=$?"
done
NTTGEN_BFV_PROBE=1 OUT=$OUT/peers LOG_NS="12 13 14 15" BATCH=16 timeout 300 bash tests/anchors-bfv/run.sh > $OUT/bfv-run.log 2>&1; echo "bfv peers rc=$?"

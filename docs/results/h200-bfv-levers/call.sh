#!/usr/bin/env bash
# A/B of BFV builds at N = 2^15 (17 q towers, 16 P towers), the calls behind
# ab.md: each build's kernels of interest under Nsight Compute, then the
# builds alternated, ROUNDS rounds, each a batch of 16 products (every one
# decrypted and checked) with NTTGEN_BFV_PROBE=1 (one product's GPU time
# eager and as a CUDA graph, events around 10 back-to-back calls, median of
# 7 groups), and the GPU bit-for-bit test of the last build. Here, at each
# build: `cargo build --release -p nttgen-runtime --features apps --example
# bfv_mul` copied to .device/ab/bfv_mul_<name>, and `bash tests/gpu/apps-build.sh`
# at the last (its test_apps_bfv). On the GPU machine:
# BUILDS="d e" KERNELS=bfv_scale ROUNDS=3 OUT=<dir> bash docs/results/h200-bfv-levers/call.sh
# TIMELINE=1 adds each build's kernels in launch order, without Nsight
# Compute's cache flush or clock lock (timeline-<build>.csv: the first
# products of a bfv_mul 15 1 run, a row a kernel).
set -u
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export NTTGEN_CACHE_DIR=/tmp/nc; mkdir -p /tmp/nc; chmod 700 /tmp/nc
BUILDS=${BUILDS:-"old new"}; KERNELS=${KERNELS:-bfv_}; ROUNDS=${ROUNDS:-2}
timeout 100 .device/apps/test_apps_bfv --ignored --test-threads 1 > $OUT/bfv-tests.txt 2>&1; echo "apps_bfv rc=$?"; grep "test result" $OUT/bfv-tests.txt
for v in $BUILDS; do
  timeout 60 ncu --kernel-name regex:$KERNELS --launch-skip 2 --launch-count 4 --section SpeedOfLight --section LaunchStats --section Occupancy .device/ab/bfv_mul_$v 15 1 > $OUT/ncu-$v.txt 2>&1; echo "ncu $v rc=$?"
  grep -E "^  bfv_|Duration|Registers Per|Waves Per|DRAM Throughput" $OUT/ncu-$v.txt
done
for r in $(seq 1 $ROUNDS); do for v in $BUILDS; do
  NTTGEN_BFV_PROBE=1 timeout 60 .device/ab/bfv_mul_$v 15 16 > $OUT/bfv15-$v-$r.txt 2>&1; echo "$v $r rc=$?"
  grep -E "^gpu:|^verified|FAILED" $OUT/bfv15-$v-$r.txt | cut -c1-120; grep "hmul-graph-arena,gpu_us\|hmul-eager,gpu_us" $OUT/bfv15-$v-$r.txt
done; done
if [ -n "${TIMELINE:-}" ]; then for v in $BUILDS; do
  timeout 200 ncu --cache-control none --clock-control none --launch-count 200 --metrics gpu__time_duration.sum --csv .device/ab/bfv_mul_$v 15 1 > $OUT/timeline-$v.csv 2>/dev/null; echo "timeline $v rc=$?"
done; fi

#!/usr/bin/env bash
# The call behind relin-out.md: one BFV product at N = 2^15, the build
# before (.device/ab5/bfv_mul_old) and this one (.device/ab5/bfv_mul_new,
# both `cargo build --release -p nttgen-runtime --features apps --example
# bfv_mul` at their commits), alternated three times, with the GPU test
# of this build first (.device/ab5/test_apps_bfv: `cargo test --release -p
# nttgen-runtime --features apps --test apps_bfv --no-run`). On the GPU
# machine, with .device/ab5 carried: OUT=<dir> bash docs/results/h200-bfv-hps/relin-out.sh
set -u
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export NTTGEN_CACHE_DIR=/tmp/nc; mkdir -p /tmp/nc; chmod 700 /tmp/nc
D=.device/ab5
timeout 60 $D/test_apps_bfv --ignored --test-threads 1 > $OUT/bfv-tests.txt 2>&1; echo "apps_bfv rc=$?"; grep "test result\|panicked" $OUT/bfv-tests.txt
for r in 1 2 3; do for v in old new; do
  NTTGEN_BFV_PROBE=1 timeout 45 $D/bfv_mul_$v 15 16 > $OUT/bfv15-$v-$r.txt 2>&1; echo "$v $r rc=$?"
  grep -E "^gpu:|^verified" $OUT/bfv15-$v-$r.txt | cut -c1-120
  grep "hmul-graph-arena,gpu_us\|hmul-eager,gpu_us\|graph-arena,nodes" $OUT/bfv15-$v-$r.txt
done; done

#!/usr/bin/env bash
# The call behind this folder: Cheddar's HMult unit test with its NTT entry
# points on nttgen (tests/cheddar-inside: verify, then stock and nttgen for
# the timings), the fused forms' ablation (tests/gpu/fused), and Cheddar
# beside nttgen's packages with their fused rows (tests/anchors-cheddar).
# Here first: tests/anchors-cheddar/prepare.sh and build.sh, then
# tests/cheddar-inside/build.sh, and
#   cargo build --release -p nttgen-tests --bin fused-bench && cp target/release/fused-bench .device/
# On the GPU machine, from the repository root, with .cheddar/bin,
# .cheddar/inside/bin and .device/fused-bench carried:
#   OUT=<dir> bash docs/results/h200-fusion/call.sh
# Each run of Cheddar's test spends about 60 s in its set-up (keys on the
# host), so one filtered test per mode fits a 600 s call; a run stopped by
# its limit still reports the router's counts.
set -u
F='--gtest_filter=*HMult/bootparam_30_json'
for m in verify stock nttgen; do
  lim=95; [ $m = verify ] && lim=110
  OUT=$OUT/inside-$m MODES=$m TESTS=basic_test LIMIT=$lim bash tests/cheddar-inside/run.sh "$F"
  if [ $m = verify ]; then
    bash tests/gpu/fused/run.sh
    OUT=$OUT/cheddar LIMIT=110 bash tests/anchors-cheddar/run.sh
  fi
done
{
  echo "# Cheddar's HMult test (bootparam_30) with nttgen inside"
  echo
  for m in verify stock nttgen; do echo '```'; cat $OUT/inside-$m/summary.txt; echo '```'; done
  echo
  python3 tests/cheddar-inside/timings.py $OUT/inside-stock/basic_test.stock.out $OUT/inside-nttgen/basic_test.nttgen.out
} > $OUT/cheddar-inside.md

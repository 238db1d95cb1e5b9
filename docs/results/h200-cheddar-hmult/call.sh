#!/usr/bin/env bash
# The call behind hmult.md: Cheddar's HMult unit test (bootparam_30, its
# levels 1-16 through CHEDDAR_LEVELS) stock, then with its NTT entry points
# on nttgen (the router with the out-of-place forms), then both again, one
# run at a time so that no two overlap; each run's own timings summed per
# operation by tests/cheddar-inside/timings.py. Here: tests/anchors-cheddar/
# prepare.sh and build.sh, then tests/cheddar-inside/build.sh; on the GPU
# machine, with .cheddar/inside/bin carried:
#   OUT=<dir> bash docs/results/h200-cheddar-hmult/call.sh
F='--gtest_filter=*HMult/bootparam_30_json'
for r in 1 2; do for m in stock nttgen; do
  OUT=$OUT/$m-$r MODES=$m TESTS=basic_test LIMIT=110 CHEDDAR_LEVELS=1-16 CHEDDAR_POOL_GIB=2 \
      bash tests/cheddar-inside/run.sh "$F" > $OUT/$m-$r.log 2>&1
  echo "$m $r: $(grep -c 'Wall clock' $OUT/$m-$r/basic_test.$m.out) timings, $(grep -o '\[  PASSED  \].*\|\[  FAILED  \].*' $OUT/$m-$r/basic_test.$m.out | head -1)"
done; done
for r in 1 2; do
  python3 tests/cheddar-inside/timings.py $OUT/stock-$r/basic_test.stock.out $OUT/nttgen-$r/basic_test.nttgen.out
done

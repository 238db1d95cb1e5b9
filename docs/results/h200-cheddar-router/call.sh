#!/usr/bin/env bash
# The call behind cheddar-inside.md: Cheddar's HMult unit test with its NTT
# entry points on nttgen (tests/cheddar-inside), stock, routed and verified,
# the runs staggered so that no two timed test bodies overlap. Here:
# tests/anchors-cheddar/prepare.sh and build.sh, then tests/cheddar-inside/
# build.sh; on the GPU machine, with .cheddar/inside/bin carried:
#   OUT=<dir> bash docs/results/h200-cheddar-router/call.sh
F='--gtest_filter=*HMult/bootparam_30_json'
( OUT=$OUT/inside-stock MODES=stock TESTS=basic_test LIMIT=110 bash tests/cheddar-inside/run.sh "$F" > /tmp/s.log 2>&1 ) &
sleep 55
( OUT=$OUT/inside-nttgen MODES=nttgen TESTS=basic_test LIMIT=110 bash tests/cheddar-inside/run.sh "$F" > /tmp/n.log 2>&1 ) &
sleep 55
( OUT=$OUT/inside-verify MODES=verify TESTS=basic_test LIMIT=115 bash tests/cheddar-inside/run.sh "$F" > /tmp/v.log 2>&1 ) &
wait
cat /tmp/s.log /tmp/n.log /tmp/v.log
python3 tests/cheddar-inside/timings.py $OUT/inside-stock/basic_test.stock.out $OUT/inside-nttgen/basic_test.nttgen.out

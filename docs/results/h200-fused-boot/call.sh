#!/usr/bin/env bash
# The call behind this folder: the fused forms' ablation (tests/gpu/fused,
# both bench specs), then Cheddar's bootstrapping test (boot_test, set 30)
# stock and with nttgen inside, one after the other so that no two timed
# bodies overlap, and Cheddar's own timings of both (timings.py). Here:
#   cargo build --release -p nttgen-tests --bin fused-bench && cp target/release/fused-bench .device/
#   tests/anchors-cheddar/prepare.sh and build.sh, then tests/cheddar-inside/build.sh
# On the GPU machine, with .device/fused-bench and .cheddar/inside/bin carried:
#   OUT=<dir> bash docs/results/h200-fused-boot/call.sh
set -u
export NTTGEN_CACHE_DIR=${NTTGEN_CACHE_DIR:-/tmp/nttgen-cache}
mkdir -p "$NTTGEN_CACHE_DIR" && chmod 700 "$NTTGEN_CACHE_DIR"
timeout 200 env OUT=$OUT bash tests/gpu/fused/run.sh tests/gpu/fused/specs/*.toml > $OUT/fused.log 2>&1
echo "fused-bench rc=$?"
F='--gtest_filter=*Testbed32.Bootstrap/bootparam_30_json'
for m in stock nttgen; do
  OUT=$OUT/boot-$m MODES=$m TESTS=boot_test LIMIT=175 bash tests/cheddar-inside/run.sh "$F" > $OUT/boot-$m.log 2>&1
done
cat $OUT/boot-*/summary.txt
python3 tests/cheddar-inside/timings.py $OUT/boot-stock/boot_test.stock.out $OUT/boot-nttgen/boot_test.nttgen.out | tee $OUT/boot-timings.md

#!/usr/bin/env bash
# The call behind results.md / results.csv (Cheddar beside nttgen's packages,
# tests/anchors-cheddar) and nttgen-jit-rows.csv (nttgen-anchors' `cheddar`
# workload: the plain spec through the JIT, which takes the GPU's tuned
# entry, and Shoup variants). Here: tests/anchors-cheddar/prepare.sh and
# build.sh (see its README), then `bash tests/gpu/build.sh`; on the GPU
# machine, from the repository root, with .device/nttgen-anchors and
# .cheddar/bin carried: OUT=<dir> bash docs/results/h200-cheddar-levers/call.sh
# Cheddar beside nttgen (the committed harness), then nttgen's JIT rows on Cheddar's shapes
mkdir -p $OUT/cheddar
OUT=$OUT/cheddar bash tests/anchors-cheddar/run.sh > $OUT/cheddar-run.log 2>&1; echo "cheddar rc=$?"
grep -E "^\| (30|35|40|40_64bit)/" $OUT/cheddar/results.md | cut -d'|' -f2-10
export NTTGEN_CACHE_DIR=/tmp/nc
S='reduction = "shoup"'
T="shr16mb10=$S|radix = 16|min_blocks = 10;shr16mb8wsi=$S|radix = 16|min_blocks = 8|wide_shared_index = true;shr8=$S"
NTTGEN_ANCHORS_CHEDDAR="u32:48,20" NTTGEN_ANCHORS_TRY="$T" timeout 200 .device/nttgen-anchors cheddar > $OUT/ch32.txt 2>&1; echo "u32 rc=$?"
NTTGEN_ANCHORS_CHEDDAR="u64:26,13" timeout 100 .device/nttgen-anchors cheddar > $OUT/ch64.txt 2>&1; echo "u64 rc=$?"
grep -h ^RESULT $OUT/ch32.txt $OUT/ch64.txt | awk -F, '{printf "%-4s %-4s L%-3s %-11s %8s %8s  %s\n",$3,$5,$7,$9,$10,$11,substr($13,1,14)}'
grep -h "^SPEC,default" $OUT/ch32.txt | sed 's/.*tuned entry:/entry:/' | sort | uniq -c

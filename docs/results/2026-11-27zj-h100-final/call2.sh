#!/usr/bin/env bash
# gpu-check with 300 random specs (seed 1127) on the same H100, after
# call.sh; the binaries of call.sh (.device/final3.tar.xz carried).
tar xJf .device/final3.tar.xz -C .device && mkdir -p $OUT/g && nvidia-smi --query-gpu=name --format=csv,noheader > $OUT/gpu.txt && NTTGEN_CACHE_DIR=/tmp/nttgen-cache timeout 380 .device/gpu-check --out $OUT/g --random 300 --seed 1127 > $OUT/gpu-check.txt 2> $OUT/gpu-check.stderr; echo rc=$?; tail -3 $OUT/gpu-check.txt; cd $OUT && tar czf g.tgz g && rm -rf g

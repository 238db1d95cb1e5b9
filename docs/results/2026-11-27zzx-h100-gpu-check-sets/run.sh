#!/usr/bin/env bash
# gpu-check with the random draws of one_launch_sets raised (catalog + 40
# random specs; 2 of them take the knob at this seed), bit for bit against
# the CPU interpreter.
set -u
nvidia-smi --query-gpu=name --format=csv,noheader | tee $OUT/gpu.txt
cp .device/gc11/gpu-check .device/gpu-check
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache
OUT=$OUT/gpu-check RANDOM_SPECS=40 timeout 400 bash tests/gpu/run.sh > $OUT/gpu-check.txt 2>&1
echo "gpu-check rc=$?"; tail -n 3 $OUT/gpu-check.txt; grep -E "ols|k_ntt_cyclic_12" $OUT/gpu-check/gpu-check.md | cut -c1-200

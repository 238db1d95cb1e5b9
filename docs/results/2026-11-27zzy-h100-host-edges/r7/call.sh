#!/usr/bin/env bash
# The engine's host cost per call against bare launches in one block and in the kernel's shape.
set -u
nvidia-smi --query-gpu=name --format=csv,noheader | tee $OUT/gpu.txt
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache
for r in 1 2 3; do timeout 120 .device/r7/probe > $OUT/probe-$r.txt 2>&1; echo "rc=$?"; grep host-ab $OUT/probe-$r.txt | cut -d, -f5,6 | paste -sd' '; done

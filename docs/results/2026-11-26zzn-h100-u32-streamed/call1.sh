#!/usr/bin/env bash
# H100: u32 P at 2^25 coefficients in the natural layout, streamed or not,
# beside the class's defaults (packed) in one process.
nvidia-smi --query-gpu=name --format=csv,noheader | tee $OUT/gpu.txt
grep -q H100 $OUT/gpu.txt || { echo "not an H100"; exit 3; }
tar xJf .device/bins.tar.xz -C .device
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache NTTGEN_ANCHORS_CANDIDATES=0
NTTGEN_ANCHORS_TRY='nat=layout = "natural";nat-sl16=layout = "natural"|stream_lag = 16;nat-sl32=layout = "natural"|stream_lag = 32;nat-r8c8-sl16=layout = "natural"|radix = 8|cluster = 8|stream_lag = 16;nat-r8c8=layout = "natural"|radix = 8|cluster = 8' timeout 240 .device/nttgen-anchors u32-P > $OUT/U.txt 2>&1
grep -h RESULT $OUT/U.txt | cut -d, -f3-12

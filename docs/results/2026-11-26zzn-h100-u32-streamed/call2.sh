#!/usr/bin/env bash
# H100: u32 P at 2^25 coefficients in the natural layout, streamed or not,
# beside the class's defaults (packed) in one process.
nvidia-smi --query-gpu=name --format=csv,noheader | tee $OUT/gpu.txt
grep -q H100 $OUT/gpu.txt || { echo "not an H100"; exit 3; }
tar xJf .device/bins.tar.xz -C .device
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache NTTGEN_ANCHORS_CANDIDATES=0
NTTGEN_ANCHORS_TRY='nat-sl32=layout = "natural"|stream_lag = 32;nat-sl48=layout = "natural"|stream_lag = 48;nat-sl64=layout = "natural"|stream_lag = 64;nat-sl96=layout = "natural"|stream_lag = 96;nat-sl128=layout = "natural"|stream_lag = 128;nat-sl64-mb5=layout = "natural"|stream_lag = 64|min_blocks = 5' timeout 240 .device/nttgen-anchors u32-P > $OUT/U.txt 2>&1
grep -h RESULT $OUT/U.txt | cut -d, -f3-12

#!/usr/bin/env bash
# H200: the engine suite (with the streamed forward's test), then mode F
# rows of the streamed forward against the class's defaults.
nvidia-smi --query-gpu=name --format=csv,noheader | tee $OUT/gpu.txt
grep -q H200 $OUT/gpu.txt || { echo "not an H200"; exit 3; }
tar xJf .device/bins.tar.xz -C .device
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache
timeout 150 .device/gpu_engine --ignored --test-threads 1 > $OUT/gpu_engine.txt 2>&1; echo "gpu_engine rc=$?" >> $OUT/gpu_engine.txt; grep -E "^test |rc=" $OUT/gpu_engine.txt
export NTTGEN_ANCHORS_CANDIDATES=0
NTTGEN_ANCHORS_TRY='sl12=stream_lag = 12;sl16=stream_lag = 16;sl20=stream_lag = 20;sl24=stream_lag = 24' timeout 150 .device/nttgen-anchors fwd-F > $OUT/F.txt 2>&1
grep -h RESULT $OUT/F.txt | cut -d, -f3-11

#!/usr/bin/env bash
# H100, after the counters lost their spare word: the engine suite (the
# streamed forward's test sizes them exactly), the catalog's streamed specs
# and mode F and u32 rows (both streamed by default there), checked.
nvidia-smi --query-gpu=name --format=csv,noheader | tee $OUT/gpu.txt
tar xJf .device/bins.tar.xz -C .device
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache NTTGEN_ANCHORS_CANDIDATES=0
timeout 120 .device/gpu_engine --ignored --test-threads 1 > $OUT/gpu_engine.txt 2>&1; echo "gpu_engine rc=$?" >> $OUT/gpu_engine.txt; grep -E "^test |rc=" $OUT/gpu_engine.txt
timeout 150 .device/nttgen-anchors fwd-F u32-P > $OUT/rows.txt 2>&1; grep -h RESULT $OUT/rows.txt | cut -d, -f3-13

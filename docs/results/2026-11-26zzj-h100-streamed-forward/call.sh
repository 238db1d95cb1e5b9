#!/usr/bin/env bash
# Streamed forward persistent: gpu-check, F rows.
tar xJf .device/bins.tar.xz -C .device
nvidia-smi --query-gpu=name --format=csv,noheader | tee $OUT/gpu.txt
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache
OUT=$OUT/check RANDOM_SPECS=40 timeout 150 bash tests/gpu/run.sh > $OUT/check.txt 2>&1; echo "check rc=$?" >> $OUT/check.txt; tail -3 $OUT/check.txt
export NTTGEN_ANCHORS_CANDIDATES=0
NTTGEN_ANCHORS_TRY='sl8=stream_lag = 8;sl12=stream_lag = 12;sl16=stream_lag = 16;sl20=stream_lag = 20;sl24=stream_lag = 24;sl16-serial=stream_lag = 16|overlap_launches = false' timeout 150 .device/nttgen-anchors fwd-F > $OUT/F.txt 2>&1
NTTGEN_ANCHORS_TRY='sl16=stream_lag = 16' timeout 100 .device/nttgen-anchors fwd-P > $OUT/P.txt 2>&1
grep -h RESULT $OUT/F.txt $OUT/P.txt | grep -v FAILED | cut -d, -f3-11

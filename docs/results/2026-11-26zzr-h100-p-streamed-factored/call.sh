#!/usr/bin/env bash
# H100, mode P forward: streamed lags and factored levels beside the
# defaults, one process (2^12-2^15 refuse the lag: one kernel there).
nvidia-smi --query-gpu=name --format=csv,noheader | tee $OUT/gpu.txt
grep -q H100 $OUT/gpu.txt || { echo "not an H100"; exit 3; }
tar xJf .device/bins.tar.xz -C .device
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache NTTGEN_ANCHORS_CANDIDATES=0
NTTGEN_ANCHORS_TRY='sl8=stream_lag = 8;sl12=stream_lag = 12;sl24=stream_lag = 24;f3=factored_levels = 3;f3-sl16=factored_levels = 3|stream_lag = 16' timeout 200 .device/nttgen-anchors fwd-P > $OUT/P.txt 2>&1
grep -h RESULT $OUT/P.txt | grep -v FAILED | cut -d, -f3-11

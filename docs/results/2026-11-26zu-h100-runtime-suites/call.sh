#!/usr/bin/env bash
# The runtime's GPU suites on the final tree: the engine's GPU tests, the fault tests, the device pipeline example.
tar xJf .device/bins.tar.xz
nvidia-smi --query-gpu=name --format=csv,noheader
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache
timeout 240 .device/gpu_engine --ignored --test-threads 1 > $OUT/gpu_engine.txt 2>&1; echo "gpu_engine rc=$?"; grep -E "test result|FAILED|panicked" $OUT/gpu_engine.txt | head
timeout 200 .device/gpu_faults --ignored --test-threads 1 > $OUT/gpu_faults.txt 2>&1; echo "gpu_faults rc=$?"; grep -E "test result|FAILED|panicked" $OUT/gpu_faults.txt | head
timeout 60 .device/device_pipeline > $OUT/device_pipeline.txt 2>&1; echo "device_pipeline rc=$?"; tail -3 $OUT/device_pipeline.txt

#!/usr/bin/env bash
# The engine's GPU suite after the grid counter learned not to allocate
# inside a graph capture (a capture's first launch on a fresh stream goes
# cooperatively) and its test gained a forward_coop graph, replayed twice.
# Build here: the gpu_engine test binary into .device/ge.tar.xz; carry it.
tar xJf .device/ge.tar.xz -C .device
nvidia-smi --query-gpu=name --format=csv,noheader | tee $OUT/gpu.txt
timeout 120 .device/gpu_engine --ignored --test-threads 1 > $OUT/gpu_engine.txt 2>&1; echo "gpu_engine rc=$?"
grep -E "^test |test result" $OUT/gpu_engine.txt

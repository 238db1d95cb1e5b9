#!/usr/bin/env bash
# The runtime's engine suite on the reviewed tree.
tar xJf .device/eng.tar.xz -C .device
nvidia-smi --query-gpu=name --format=csv,noheader | tee $OUT/gpu.txt
.device/gpu_engine --ignored --test-threads 1 2>&1 | tee $OUT/gpu_engine.txt | tail -4

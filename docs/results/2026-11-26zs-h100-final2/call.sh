#!/usr/bin/env bash
# Final: gpu-check (catalog + random specs) then the peers and every nttgen workload in one call.
tar xJf .device/bins.tar.xz
nvidia-smi --query-gpu=name --format=csv,noheader
OUT=$OUT CHECK_LIMIT=400 RANDOM_SPECS=150 CANDIDATES=0 NTTGEN_LIMIT=300 \
  WORKLOADS='fwd-P fwd-F inv-P inv-F polymul-P u32-P fwd-L inv-L polymul-L' bash tests/gpu/speed-check.sh

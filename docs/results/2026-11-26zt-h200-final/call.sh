#!/usr/bin/env bash
# Final on the H200 (exits at once on another GPU): gpu-check then the peers and every nttgen workload in one call.
name=$(nvidia-smi --query-gpu=name --format=csv,noheader); echo "$name"
case "$name" in *H200*) ;; *) echo "not an H200: stop"; exit 3;; esac
tar xJf .device/bins.tar.xz
OUT=$OUT CHECK_LIMIT=400 RANDOM_SPECS=150 CANDIDATES=0 NTTGEN_LIMIT=300 \
  WORKLOADS='fwd-P fwd-F inv-P inv-F polymul-P u32-P fwd-L inv-L polymul-L' bash tests/gpu/speed-check.sh

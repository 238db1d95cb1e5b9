#!/usr/bin/env bash
# Build the GPU-side binaries here (cargo, no CUDA needed) into .device/,
# which the device tool carries to the GPU machine (no cargo there).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
cargo build --release -p nttgen-tests --bin gpu-check --bin nttgen-anchors
mkdir -p .device
for b in gpu-check nttgen-anchors; do
    cp "target/release/$b" .device/
    strip ".device/$b" 2>/dev/null || true
done
ls -l .device/

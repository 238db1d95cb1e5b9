#!/usr/bin/env bash
# Build the GPU-side binaries here (cargo, no CUDA needed) into .device/,
# which the device tool carries to the GPU machine (no cargo there).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
cargo build --release -p nttgen-tests --bin gpu-check
mkdir -p .device
cp target/release/gpu-check .device/
strip .device/gpu-check 2>/dev/null || true
ls -l .device/

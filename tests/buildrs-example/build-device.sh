#!/usr/bin/env bash
# Builds the build.rs example's GPU binary here (cargo; no CUDA needed) into
# .device/, which the device tool carries to the GPU machine (no cargo there).
# There, from the repository root:
#   NTTGEN_CACHE_DIR=/tmp/nttgen-cache .device/buildrs-demo
# (exit 0: round trip and polymul checked on the GPU; 1: a mismatch; 2: no GPU)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
cargo build --release -p nttgen-buildrs-example --bin buildrs-demo
mkdir -p .device
cp "${CARGO_TARGET_DIR:-target}/release/buildrs-demo" .device/
strip .device/buildrs-demo 2>/dev/null || true
ls -l .device/buildrs-demo

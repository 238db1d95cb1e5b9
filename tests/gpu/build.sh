#!/usr/bin/env bash
# Build the GPU-side binaries here (cargo, no CUDA needed) into .device/,
# which the device tool carries to the GPU machine (no cargo there):
# gpu-check, nttgen-anchors (the peers' harness rows), fused-bench (the fused
# forms' ablation rows, tests/gpu/fused/run.sh), nttgen-gpu, the runtime's
# device_pipeline example and its GPU test binary, and .device/phantom-inside
# (tests/phantom-inside/prepare.sh).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
cargo build --release -p nttgen-tests --bin gpu-check --bin nttgen-anchors --bin latency-probe --bin fused-bench
cargo build --release -p nttgen-runtime --example device_pipeline
# nttgen-gpu (bench, tune: ablations.sh, explore.sh) is a lab tool.
cargo build --release -p nttgen-runtime --features lab --bin nttgen-gpu
test_bin=$(cargo test --release -p nttgen-runtime --test gpu_engine --no-run --message-format=json 2>/dev/null \
    | sed -n 's/.*"executable":"\([^"]*gpu_engine[^"]*\)".*/\1/p' | tail -n 1)
faults_bin=$(cargo test --release -p nttgen-runtime --test gpu_faults --no-run --message-format=json 2>/dev/null \
    | sed -n 's/.*"executable":"\([^"]*gpu_faults[^"]*\)".*/\1/p' | tail -n 1)
mkdir -p .device
T="${CARGO_TARGET_DIR:-target}"
cp "$T/release/gpu-check" "$T/release/nttgen-anchors" "$T/release/latency-probe" "$T/release/fused-bench" "$T/release/nttgen-gpu" "$T/release/examples/device_pipeline" .device/
[ -n "$test_bin" ] && cp "$test_bin" .device/gpu_engine
# The fault tests (device memory exhausted, a refused launch, 16 threads):
# .device/gpu_faults --ignored --test-threads 1 on the GPU machine.
[ -n "$faults_bin" ] && cp "$faults_bin" .device/gpu_faults
strip .device/* 2>/dev/null || true
# Phantom on nttgen (tests/phantom-inside/run.sh): its packages and table builder.
bash tests/phantom-inside/prepare.sh
ls -l .device/

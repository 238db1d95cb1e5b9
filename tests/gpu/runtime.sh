#!/usr/bin/env bash
# On the GPU machine (ideally nvidia-h200-x2), from the repository root, with
# .device/ carried (bash tests/gpu/build.sh here first): the device-resident
# runtime.
#  1. .device/device_pipeline: forward -> pointwise -> inverse on device
#     buffers on one caller stream, all towers and two tower ranges, bit-exact
#     vs the CPU interpreter (default 3-tower u64 spec, then a u32 catalog spec).
#  2. .device/gpu-check --runtime: the same per catalog spec, plus the
#     multi-GPU engine (every visible GPU) and the one-limb forward latency,
#     plain launches vs graph replay -> $OUT/runtime.md.
#  3. With 2+ GPUs, again on GPU 0 alone: the multi-GPU engine as one GPU
#     split into two engines -> $OUT/split/runtime.md.
#  4. .device/gpu_engine --ignored: the runtime's GPU tests.
set -uo pipefail
OUT="${OUT:-/tmp/nttgen-out}"
mkdir -p "$OUT/split"
export NTTGEN_CACHE_DIR="${NTTGEN_CACHE_DIR:-/tmp/nttgen-cache}"
nvidia-smi -L | tee "$OUT/gpus.txt"
rc=0
.device/device_pipeline 2>&1 | tee "$OUT/device_pipeline.txt" || rc=1
.device/device_pipeline generated/specs/dgt_u32_n13_r2_s6x6_c2_montgomery_twregistershuffle.toml 3 2>&1 | tee -a "$OUT/device_pipeline.txt" || rc=1
.device/gpu-check --runtime --out "$OUT" 2>&1 | tee "$OUT/runtime.stdout" | tail -n 12 || rc=1
[ "${PIPESTATUS[0]}" = 0 ] || rc=1
if [ "$(nvidia-smi -L | wc -l)" -ge 2 ]; then
    CUDA_VISIBLE_DEVICES=0 .device/gpu-check --runtime --out "$OUT/split" >"$OUT/split/runtime.stdout" 2>&1 || rc=1
    tail -n 3 "$OUT/split/runtime.stdout"
fi
if [ -x .device/gpu_engine ]; then
    .device/gpu_engine --ignored 2>&1 | tee "$OUT/gpu_engine.txt" | tail -n 8 || rc=1
    [ "${PIPESTATUS[0]}" = 0 ] || rc=1
fi
exit "$rc"

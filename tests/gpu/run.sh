#!/usr/bin/env bash
# On the GPU machine, from the repository root, with .device/ carried:
# checks every catalog spec and random specs bit for bit against the CPU
# interpreter, then times the forward NTT; full results land in $OUT.
set -uo pipefail
OUT="${OUT:-/tmp/nttgen-out}"
mkdir -p "$OUT"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,temperature.gpu --format=csv | tee "$OUT/nvidia-smi.csv"
export NTTGEN_CACHE_DIR="${NTTGEN_CACHE_DIR:-/tmp/nttgen-cache}"
.device/gpu-check --out "$OUT" --random "${RANDOM_SPECS:-200}" ${BENCH:+--bench} 2>"$OUT/gpu-check.stderr" | tee "$OUT/gpu-check.stdout" | tail -n 40
rc=${PIPESTATUS[0]}
tail -n 20 "$OUT/gpu-check.stderr"
exit "$rc"

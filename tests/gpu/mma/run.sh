#!/usr/bin/env bash
# On the GPU machine (H100/H200, nvcc 13): builds the tensor-core NTT stage
# benchmark and prints its table (README.md beside this says what each row
# means). One call, about two minutes: the build (four units in parallel),
# the CPU self-test, then every row on the GPU.
#   bash tests/gpu/mma/run.sh            # the whole table
#   NO_WGMMA=1 bash tests/gpu/mma/run.sh # without the sm_90a wgmma rows
#   SELFTEST_ONLY=1 bash tests/gpu/mma/run.sh  # CPU only, no GPU needed
# The table and the build log land in $OUT (default /tmp/mma-bench-out).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
OUT="${OUT:-/tmp/mma-bench-out}"
B="${BUILD_DIR:-/tmp/mma-bench-build}"
mkdir -p "$OUT" "$B"
NVCC="${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}"
# sm_90a: wgmma needs it; the mma.sync code is the same machine code as sm_90.
FLAGS=(-O3 -std=c++17 -gencode arch=compute_90a,code=sm_90a -Xcompiler -pthread -Xptxas -v)
t0=$(date +%s)
pids=()
for u in main pieces_run transform_run wgmma_run; do
    "$NVCC" "${FLAGS[@]}" -c "src/$u.cu" -o "$B/$u.o" > "$B/$u.log" 2>&1 &
    pids+=($!)
done
fail=0
for p in "${pids[@]}"; do wait "$p" || fail=1; done
cat "$B"/*.log > "$OUT/build.log"
if [ "$fail" = 1 ]; then
    grep -B2 -A6 -i "error" "$OUT/build.log" | head -60
    echo "build failed (log: $OUT/build.log)"
    exit 1
fi
# LDFLAGS: a toolkit whose libraries are not where nvcc looks (-L...).
"$NVCC" "${FLAGS[@]}" ${LDFLAGS:-} -o "$B/mma_bench" "$B"/main.o "$B"/pieces_run.o "$B"/transform_run.o "$B"/wgmma_run.o
echo "build: $(( $(date +%s) - t0 )) s; registers / spills per kernel in $OUT/build.log"
"$B/mma_bench" --selftest | tee "$OUT/selftest.txt"
[ "${SELFTEST_ONLY:-0}" = 1 ] && exit 0
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.sm --format=csv | tee "$OUT/nvidia-smi.csv" || true
args=()
[ "${NO_WGMMA:-0}" = 1 ] && args+=(--no-wgmma)
"$B/mma_bench" "${args[@]}" 2>&1 | tee "$OUT/table.md"
echo "total: $(( $(date +%s) - t0 )) s"

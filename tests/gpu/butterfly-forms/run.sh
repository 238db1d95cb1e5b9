#!/usr/bin/env bash
# On the GPU machine (nvcc): builds forms.cu and prints its table (README.md
# beside this says what each row means). About 15 s.
#   OUT=<dir> bash tests/gpu/butterfly-forms/run.sh [BLOCKS]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
OUT="${OUT:-/tmp/butterfly-forms-out}"
mkdir -p "$OUT"
NVCC="${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}"
"$NVCC" -O3 -std=c++17 -arch=sm_90 -Xptxas -v forms.cu -o "$OUT/forms" > "$OUT/build.log" 2>&1 \
    || { cat "$OUT/build.log"; exit 1; }
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$OUT/forms.md"
"$OUT/forms" "$@" | tee -a "$OUT/forms.md"

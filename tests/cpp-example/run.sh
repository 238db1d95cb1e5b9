#!/usr/bin/env bash
# Builds the C++ example with nvcc (no Rust, no cargo) and runs it on the GPU.
#   bash tests/cpp-example/run.sh
# Needs nvcc (PATH, $NVCC or /usr/local/cuda/bin) and a GPU of sm_90 or later
# (ARCH=sm_100 etc. to build for another). Exit status: the example's
# (0: round trip and product checked; 1: a check failed; 2: CUDA error).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
NVCC="${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}"
ARCH="${ARCH:-sm_90}"
[[ -x "$NVCC" ]] || { echo "nvcc not found: set NVCC=/path/to/nvcc" >&2; exit 2; }
mkdir -p build
# The fault checks make a second context through the driver API: link
# libcuda, through the toolkit's stub where the driver has no libcuda.so link.
STUBS="$(dirname "$NVCC")/../lib64/stubs"
[[ -d "$STUBS" ]] || STUBS="$(dirname "$NVCC")/../lib/stubs"
LINK=(-lcuda); [[ -d "$STUBS" ]] && LINK=(-L"$STUBS" -lcuda)
echo "[cpp-example] $NVCC -std=c++17 -O2 -arch=$ARCH -Ipkg main.cu pkg/cpp_demo.host.cu ${LINK[*]}" >&2
"$NVCC" -std=c++17 -O2 -arch="$ARCH" -Ipkg -o build/cpp-demo main.cu pkg/cpp_demo.host.cu "${LINK[@]}"
./build/cpp-demo pkg/cpp_demo.tables.bin

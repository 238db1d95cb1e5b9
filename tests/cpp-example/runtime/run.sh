#!/usr/bin/env bash
# The C++ example with primes chosen at run time.
#   bash tests/cpp-example/runtime/run.sh [q0 q1 ...]
# 1. Tables for the primes (default: three 60-bit NTT primes) with
#    nttgen_tables: tables.c linked against libcodegen.a (LIBCODEGEN, default
#    target/release/libcodegen.a from `cargo build --release -p
#    nttgen-codegen`). With RT_TABLES=FILE, that file is used instead (built
#    elsewhere by rt-tables for the same primes: a GPU machine without cargo).
# 2. main.cu with nvcc (NVCC, ARCH as in ../run.sh), run on the GPU.
# Exit status: rt-demo's (0 passed; 1 a check failed; 2 usage or CUDA error).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
cd "$here"
mkdir -p build
primes=("$@")
[ ${#primes[@]} -gt 0 ] || primes=(1152921504606830593 1152921504606748673 1152921504606683137)
tables="${RT_TABLES:-}"
if [ -z "$tables" ]; then
    lib="${LIBCODEGEN:-$root/target/release/libcodegen.a}"
    [ -f "$lib" ] || { echo "no $lib: cargo build --release -p nttgen-codegen (or set RT_TABLES)" >&2; exit 2; }
    "${CC:-cc}" -std=c99 -O2 -Ipkg tables.c "$lib" -lpthread -ldl -lm -o build/rt-tables
    tables=build/tables.bin
    ./build/rt-tables "$tables" "${primes[@]}"
fi
NVCC="${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}"
[[ -x "$NVCC" ]] || { echo "nvcc not found: set NVCC=/path/to/nvcc" >&2; exit 2; }
"$NVCC" -std=c++17 -O2 -arch="${ARCH:-sm_90}" -Ipkg -o build/rt-demo main.cu pkg/rt_demo.host.cu
./build/rt-demo "$tables" "${primes[@]}"

#!/usr/bin/env bash
# Build Phantom's library sources (the list in its src/CMakeLists.txt) and
# phantom_bfv_bench.cu with nvcc, every translation unit in parallel (no
# CMake, no network), then device-link and link one executable.
#
#   tests/anchors-bfv/build.sh [BIN_DIR]     (default: BIN_DIR env, else <repo>/.anchors-bfv-bin)
#
# Environment: NVCC (default nvcc; may carry flags, e.g. "nvcc -I/x -L/y"),
# ARCH (default sm_90), VENDOR (default <repo>/.anchors/vendor, with
# phantom/ in it).
# Flags as Phantom's CMake sets them: C++17, CUDA separable compilation
# (-rdc=true: device link at the end), PHANTOM_USE_CUDA_PTX, and
# --default-stream per-thread (PRIVATE to the library there; used for the
# bench too, which times on cudaStreamPerThread, Phantom's stream).
# Writes BIN_DIR/phantom_bfv_bench and BIN_DIR/build/*.o.log.
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
bin="${1:-${BIN_DIR:-$root/.anchors-bfv-bin}}"
vendor="${VENDOR:-$root/.anchors/vendor}"
read -r -a nvcc <<<"${NVCC:-nvcc}"
arch="${ARCH:-sm_90}"
ph="$vendor/phantom"
obj="$bin/build"

if [ ! -f "$ph/src/CMakeLists.txt" ] || [ ! -f "$ph/include/phantom.h" ]; then
    echo "build.sh: no Phantom sources at $ph (set VENDOR, or copy the anchors into .anchors/ and run .anchors/prepare.sh)" >&2
    exit 2
fi
command -v "${nvcc[0]}" >/dev/null || { echo "build.sh: ${nvcc[0]} not found (set NVCC or PATH)" >&2; exit 2; }
mkdir -p "$obj"
rm -f "$obj"/*.o "$obj"/*.log "$bin/phantom_bfv_bench"

# The library's sources, as src/CMakeLists.txt lists them in add_library(Phantom ...).
mapfile -t srcs < <(sed -n '/add_library(Phantom/,/)/p' "$ph/src/CMakeLists.txt" | grep -o '[A-Za-z0-9_/]*\.cu' | sed "s|^|$ph/src/|")
if [ "${#srcs[@]}" -lt 10 ]; then
    echo "build.sh: could not read the source list from $ph/src/CMakeLists.txt; compiling src/*.cu src/host/*.cu src/ntt/*.cu" >&2
    srcs=("$ph"/src/*.cu "$ph"/src/host/*.cu "$ph"/src/ntt/*.cu)
fi
for s in "${srcs[@]}"; do [ -f "$s" ] || { echo "build.sh: missing source $s" >&2; exit 2; }; done
srcs+=("$here/phantom_bfv_bench.cu")

flags=(-O3 "-arch=$arch" -std=c++17 -rdc=true -DPHANTOM_USE_CUDA_PTX --default-stream per-thread -I"$ph/include")

t0=$(date +%s)
pids=()
names=()
for s in "${srcs[@]}"; do
    case "$s" in "$ph/src/"*) rel="${s#"$ph/src/"}" ;; *) rel="$(basename "$s")" ;; esac
    o="$obj/$(echo "${rel%.cu}" | tr '/' '_').o"
    ( "${nvcc[@]}" "${flags[@]}" -c "$s" -o "$o" >"$o.log" 2>&1 ) &
    pids+=($!)
    names+=("$s:$o")
done
rc=0
for i in "${!pids[@]}"; do
    if ! wait "${pids[$i]}"; then
        rc=1
        s="${names[$i]%%:*}"
        o="${names[$i]#*:}"
        echo "FAILED: $s (log $o.log):"
        tail -n 30 "$o.log"
    fi
done
for n in "${names[@]}"; do [ -s "${n#*:}" ] || { [ $rc = 1 ] || echo "FAILED: ${n%%:*} produced no object (log ${n#*:}.log)"; rc=1; }; done
if [ $rc -ne 0 ]; then
    echo "build.sh: compile failed after $(( $(date +%s) - t0 )) s (${nvcc[*]}, $arch)" >&2
    exit 1
fi
t1=$(date +%s)
# nvcc device-links the -rdc objects, then links the host executable.
if ! "${nvcc[@]}" -O3 "-arch=$arch" -rdc=true "$obj"/*.o -o "$bin/phantom_bfv_bench" >"$obj/link.log" 2>&1; then
    echo "FAILED: link (log $obj/link.log):"
    tail -n 40 "$obj/link.log"
    exit 1
fi
echo "build.sh: ${#srcs[@]} translation units compiled in $(( t1 - t0 )) s, linked in $(( $(date +%s) - t1 )) s (${nvcc[*]}, $arch) -> $bin/phantom_bfv_bench"

#!/usr/bin/env bash
# Builds, with nvcc and without a GPU, Cheddar's own unit tests with its NTT
# entry points routed to nttgen packages (run.sh runs them on the GPU machine):
#
#   CHEDDAR_DIR/inside/bin/basic_test, boot_test   Cheddar's unittest/ sources,
#                                    linked with the patched NTT unit, the
#                                    routing unit, the packages ch32 and ch64,
#                                    nttgen_tables (libcodegen.a), googletest
#   CHEDDAR_DIR/inside/bin/lib/      librmm.so, librapids_logger.so (rpath)
#   CHEDDAR_DIR/inside/bin/*.json    Cheddar's parameter files (PARAM_DIR=".")
#
#   tests/cheddar-inside/build.sh
#
# Reuses tests/anchors-cheddar: its vendor/ (prepare.sh) and its compiled
# Cheddar units in CHEDDAR_DIR/build/cheddar (build.sh; every unit but NTT.o
# and MemoryPool.o is linked as it is: the patch adds member declarations
# only, and those two are compiled here from the patched copy), and its specs
# (specs/u32.toml with the fused key-switching forms, specs/u64.toml), emitted
# here by the workspace's codegen. googletest: GOOGLETEST_GIT (a git directory
# or URL, default GitHub) at release-1.12.1, Cheddar's own pin, unpacked into
# CHEDDAR_DIR/vendor/googletest. Environment as anchors-cheddar/build.sh:
# CHEDDAR_DIR, ARCH (sm_90), NVCC, NVCC_LIB, CARGO_TARGET_DIR.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
anchors="$root/tests/anchors-cheddar"
dir="${CHEDDAR_DIR:-$root/.cheddar}"
vendor="$dir/vendor"
inside="$dir/inside"
obj="$inside/obj"
bin="$inside/bin"
arch="${ARCH:-sm_90}"
T="${CARGO_TARGET_DIR:-$root/target}"
read -r -a nvcc <<<"${NVCC:-nvcc}"
command -v "${nvcc[0]}" >/dev/null || { echo "build.sh: ${nvcc[0]} not found (set NVCC or PATH)" >&2; exit 2; }
for d in cheddar rmm rapids_logger json; do
    [ -d "$vendor/$d" ] || { echo "build.sh: no $vendor/$d: run tests/anchors-cheddar/prepare.sh" >&2; exit 2; }
done
ls "$dir"/build/cheddar/*.o >/dev/null 2>&1 && [ -f "$dir/build/libtommath.a" ] \
    || { echo "build.sh: no Cheddar objects in $dir/build: run tests/anchors-cheddar/build.sh first" >&2; exit 2; }
[ -x "$T/release/codegen" ] && [ -f "$T/release/libcodegen.a" ] \
    || { echo "build.sh: no $T/release/codegen or libcodegen.a (cargo build --release -p nttgen-codegen)" >&2; exit 2; }
mkdir -p "$obj" "$bin/lib"

# ---- 1. googletest, Cheddar's pin ------------------------------------------------
gt="$vendor/googletest"
if [ ! -f "$gt/googletest/src/gtest-all.cc" ]; then
    src="${GOOGLETEST_GIT:-https://github.com/google/googletest}"
    g="$src"
    [ -d "$src" ] || { g="$dir/git/googletest"; [ -d "$g" ] || git clone --quiet --bare "$src" "$g"; }
    rm -rf "$gt" && mkdir -p "$gt"
    git --git-dir="$g" archive release-1.12.1 googletest LICENSE | tar -x -C "$gt"
    echo "googletest release-1.12.1 $(git --git-dir="$g" rev-parse 'release-1.12.1^{commit}')" >> "$vendor/REVISIONS"
fi
gt_flags=(-O2 -std=c++17 -I"$gt/googletest/include" -I"$gt/googletest")
for u in gtest-all gtest_main; do
    [ -s "$obj/$u.o" ] || "${CXX:-c++}" "${gt_flags[@]}" -c "$gt/googletest/src/$u.cc" -o "$obj/$u.o"
done

# ---- 2. the patched copy of Cheddar ----------------------------------------------
rm -rf "$inside/cheddar"
cp -rL "$vendor/cheddar" "$inside/cheddar"
python3 "$here/patch.py" "$inside/cheddar"
ch="$inside/cheddar"

# ---- 3. the packages, from anchors-cheddar's specs ---------------------------------
pkg="$inside/nttgen"
rm -rf "$pkg" && mkdir -p "$pkg"
for base in u32 u64; do
    stem="$(sed -n 's/^name *= *"\(.*\)".*/\1/p' "$anchors/specs/$base.toml" | head -n 1)"
    "$T/release/codegen" emit --spec "$anchors/specs/$base.toml" --out "$pkg/$stem" > "$pkg/$stem.emit.log" 2>&1 \
        || { echo "build.sh: codegen emit refused specs/$base.toml:" >&2; cat "$pkg/$stem.emit.log" >&2; exit 1; }
done
[ -d "$pkg/ch32" ] && [ -d "$pkg/ch64" ] || { echo "build.sh: the specs no longer name ch32 and ch64" >&2; exit 1; }

# ---- 4. compile: the patched NTT unit, the routing unit, packages, tests -----------
ch_flags=(-x cu -O3 -std=c++17 "-arch=$arch" -DENABLE_EXTENSION -DLIBCUDACXX_ENABLE_EXPERIMENTAL_MEMORY_RESOURCE
    -I"$ch/include" -I"$vendor/rmm/include/rapids" -I"$vendor/rmm/include" -I"$vendor/rapids_logger/include"
    -I"$vendor/libtommath")
cu() { # OUT SRC FLAGS...
    local o="$1" s="$2"; shift 2
    "${nvcc[@]}" "$@" -c "$s" -o "$o" > "$o.log" 2>&1 || { echo "build.sh: FAILED $s:" >&2; tail -n 30 "$o.log" >&2; return 1; }
}
pids=()
cu "$obj/NTT.o" "$ch/src/core/NTT.cu" "${ch_flags[@]}" & pids+=($!)
cu "$obj/MemoryPool.o" "$ch/src/core/MemoryPool.cpp" "${ch_flags[@]}" & pids+=($!)
cu "$obj/nttgen_route.o" "$ch/src/core/nttgen_route.cu" "${ch_flags[@]}" -I"$pkg" & pids+=($!)
for p in "${pids[@]}"; do wait "$p"; done
pids=()
for s in "$pkg"/ch32/ch32.host.cu "$pkg"/ch64/ch64.host.cu; do
    cu "$obj/$(basename "${s%.cu}").o" "$s" -O3 -std=c++17 "-arch=$arch" & pids+=($!)
done
for p in "${pids[@]}"; do wait "$p"; done
test_flags=("${ch_flags[@]}" -I"$ch/include" -I"$vendor/json/single_include" -I"$gt/googletest/include" '-DPARAM_DIR="."')
pids=()
cu "$obj/BasicTest.o" "$ch/unittest/BasicTest.cpp" "${test_flags[@]}" & pids+=($!)
cu "$obj/Bootstrapping.o" "$ch/unittest/Bootstrapping.cpp" "${test_flags[@]}" & pids+=($!)
for p in "${pids[@]}"; do wait "$p"; done

# ---- 5. link ------------------------------------------------------------------------
cp "$vendor/rmm/lib64/librmm.so" "$vendor/rapids_logger/lib64/librapids_logger.so" "$bin/lib/"
cp "$ch"/parameters/bootparam_*.json "$bin/"
libdir=()
nvcc_top="$(cd "$(dirname "$(command -v "${nvcc[0]}")")/.." && pwd)"
for d in "${NVCC_LIB:-}" "$nvcc_top/lib64" "$nvcc_top/lib"; do
    [ -n "$d" ] && [ -f "$d/libcudart_static.a" ] && { libdir=(-L"$d"); break; }
done
cheddar_objs=()
for o in "$dir"/build/cheddar/*.o; do
    case "$(basename "$o")" in NTT.o|MemoryPool.o) ;; *) cheddar_objs+=("$o") ;; esac
done
for t in basic_test:BasicTest boot_test:Bootstrapping; do
    "${nvcc[@]}" -O3 "-arch=$arch" -o "$bin/${t%%:*}" "$obj/${t#*:}.o" "$obj/NTT.o" "$obj/MemoryPool.o" "$obj/nttgen_route.o" \
        "$obj/ch32.host.o" "$obj/ch64.host.o" "${cheddar_objs[@]}" "$obj/gtest_main.o" "$obj/gtest-all.o" \
        "$dir/build/libtommath.a" "$T/release/libcodegen.a" "${libdir[@]}" -L"$bin/lib" -lrmm -lrapids_logger \
        -Xlinker -rpath -Xlinker '$ORIGIN/lib' -lpthread -ldl -lm > "$obj/${t%%:*}.link.log" 2>&1 \
        || { echo "build.sh: link of ${t%%:*} failed:" >&2; tail -n 30 "$obj/${t%%:*}.link.log" >&2; exit 1; }
    strip "$bin/${t%%:*}"
done
echo "build.sh: $bin: $(ls "$bin" | tr '\n' ' ')($(du -sh "$bin" | cut -f1))"

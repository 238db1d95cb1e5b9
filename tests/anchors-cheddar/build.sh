#!/usr/bin/env bash
# Builds, with nvcc and without a GPU, what run.sh runs on the GPU machine:
#
#   CHEDDAR_DIR/bin/cheddar_ntt_bench   Cheddar's library (its core and
#                                       extension units, as its CMakeLists.txt
#                                       lists them; libtommath from source),
#                                       the nttgen packages of specs/*.toml,
#                                       nttgen_tables (libcodegen.a) and the
#                                       driver, in one executable
#   CHEDDAR_DIR/bin/lib/                librmm.so, librapids_logger.so (rpath)
#   CHEDDAR_DIR/bin/params/             Cheddar's parameter files
#   CHEDDAR_DIR/bin/BUILD               what was built, from what
#
#   tests/anchors-cheddar/build.sh
#
# Needs CHEDDAR_DIR/vendor (prepare.sh), cargo (for `codegen emit` and
# libcodegen.a: the workspace's release build in CARGO_TARGET_DIR) and nvcc
# (NVCC; CUDA 13: RMM 25.10's CCCL is CUDA 13's). Environment: CHEDDAR_DIR
# (default <repo>/.cheddar), ARCH (default sm_90: H100 and H200), JOBS
# (parallel compiles, default 2), NVCC_LIB (the folder with libcudart_static.a
# when nvcc's own is elsewhere). Objects are kept in CHEDDAR_DIR/build and
# recompiled only when their source, a header of theirs or the flags change.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
dir="${CHEDDAR_DIR:-$root/.cheddar}"
vendor="$dir/vendor"
obj="$dir/build"
bin="$dir/bin"
arch="${ARCH:-sm_90}"
jobs="${JOBS:-2}"
T="${CARGO_TARGET_DIR:-$root/target}"
read -r -a nvcc <<<"${NVCC:-nvcc}"
ch="$vendor/cheddar"
command -v "${nvcc[0]}" >/dev/null || { echo "build.sh: ${nvcc[0]} not found (set NVCC or PATH)" >&2; exit 2; }
for d in cheddar libtommath json rmm rapids_logger; do
    [ -d "$vendor/$d" ] || { echo "build.sh: no $vendor/$d: run tests/anchors-cheddar/prepare.sh first" >&2; exit 2; }
done
mkdir -p "$obj/cheddar" "$obj/tommath" "$bin/lib" "$bin/params"
t_start=$(date +%s)

# ---- compile units in parallel, each only when out of date -------------------
# A unit is rebuilt when its object is older than the source or any header the
# last compile read (nvcc -MD writes them to OBJ.d), or when its flags changed.
stale() { # OBJ SRC FLAGS...
    local o="$1" s="$2"; shift 2
    [ -s "$o" ] && [ -f "$o.d" ] && [ -f "$o.flags" ] || return 0
    [ "$(printf '%s\n' "$@")" = "$(cat "$o.flags")" ] || return 0
    [ "$s" -nt "$o" ] && return 0
    local dep
    for dep in $(sed -e 's/^[^:]*://' -e 's/\\$//' "$o.d"); do [ "$dep" -nt "$o" ] && return 0; done
    return 1
}
compile_all() { # COMPILER_ARRAY_NAME OBJ_DIR -- FLAGS... -- SOURCES...
    local -n comp="$1"
    local odir="$2"; shift 2
    local flags=() srcs=() pids=() outs=() s o
    [ "$1" = "--" ] && shift
    while [ "$1" != "--" ]; do flags+=("$1"); shift; done
    shift
    srcs=("$@")
    local failed="$odir/.failed"
    rm -f "$failed"
    for s in "${srcs[@]}"; do
        o="$odir/$(basename "${s%.*}").o"
        outs+=("$o")
        stale "$o" "$s" "${comp[@]}" "${flags[@]}" || continue
        while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do sleep 0.2; done
        ( if "${comp[@]}" "${flags[@]}" -MD -MF "$o.d" -c "$s" -o "$o" > "$o.log" 2>&1; then
              printf '%s\n' "${comp[@]}" "${flags[@]}" > "$o.flags"
          else
              rm -f "$o"; echo "$s (log $o.log)" >> "$failed"
          fi ) &
    done
    wait
    if [ -s "$failed" ]; then
        echo "build.sh: FAILED:" >&2
        while read -r line; do
            echo "  $line" >&2
            log="${line##*(log }"
            tail -n 25 "${log%)}" >&2 || true
        done < "$failed"
        exit 1
    fi
}

# ---- 1. libtommath (its bn_*.c), as a static library ---------------------------
cc_cmd=("${CC:-cc}")
mapfile -t tm_srcs < <(ls "$vendor/libtommath"/bn_*.c)
compile_all cc_cmd "$obj/tommath" -- -O2 -fPIC -I"$vendor/libtommath" -- "${tm_srcs[@]}"
rm -f "$obj/libtommath.a"
ar rcs "$obj/libtommath.a" "$obj"/tommath/bn_*.o
echo "build.sh: libtommath: ${#tm_srcs[@]} units"

# ---- 2. Cheddar's library, the units its CMakeLists.txt lists -----------------
# CKKS_GPU_SOURCES, the extension's list (ENABLE_EXTENSION, on by default) and
# the libtommath BigInt (USE_GMP off by default); not the commented-out ones.
cmake_list() { # VARIABLE_OPENER: the source paths in that set()/list() block
    sed -n "/$1/,/)/p" "$ch/CMakeLists.txt" | sed 's/#.*//' | grep -o 'src/[A-Za-z0-9_/]*\.c[up]*' || true
}
mapfile -t ch_srcs < <({ cmake_list 'set(CKKS_GPU_SOURCES'; cmake_list 'list(APPEND CKKS_GPU_SOURCES$'; \
    grep -o 'src/core/BigInt_tommath.cpp' "$ch/CMakeLists.txt" | head -n 1; } | sed "s|^|$ch/|")
if [ "${#ch_srcs[@]}" -lt 20 ]; then
    echo "build.sh: read only ${#ch_srcs[@]} sources from $ch/CMakeLists.txt (expected 15 core + 8 extension + BigInt)" >&2
    exit 2
fi
for s in "${ch_srcs[@]}"; do [ -f "$s" ] || { echo "build.sh: missing Cheddar source $s" >&2; exit 2; }; done
# Cheddar's CMake: C++17, -O3 (Release), ENABLE_EXTENSION; RMM 25.10 needs its
# CCCL (include/rapids) ahead of the toolkit's and the experimental memory
# resources enabled. Its .cpp units include Thrust, whose CCCL 3 headers
# compile only as CUDA under nvcc: every unit is compiled as CUDA (-x cu).
ch_flags=(-x cu -O3 -std=c++17 "-arch=$arch" -DENABLE_EXTENSION -DLIBCUDACXX_ENABLE_EXPERIMENTAL_MEMORY_RESOURCE
    -I"$ch/include" -I"$vendor/rmm/include/rapids" -I"$vendor/rmm/include" -I"$vendor/rapids_logger/include"
    -I"$vendor/libtommath")
t0=$(date +%s)
compile_all nvcc "$obj/cheddar" -- "${ch_flags[@]}" -- "${ch_srcs[@]}"
echo "build.sh: Cheddar: ${#ch_srcs[@]} units ($(( $(date +%s) - t0 )) s)"

# ---- 3. the checker's own checks (host only) ------------------------------------
"${CXX:-c++}" -std=c++17 -O2 -Wall -I"$here" -I"$vendor/json/single_include" "$here/reference_test.cpp" \
    -o "$obj/reference_test" -lpthread
"$obj/reference_test" "$ch/parameters" > "$obj/reference_test.log" \
    || { echo "build.sh: the driver's checker fails its own checks:" >&2; grep -v '^ok' "$obj/reference_test.log" >&2; exit 1; }
echo "build.sh: reference_test: $(tail -n 1 "$obj/reference_test.log")"

# ---- 4. nttgen: one package per base spec and variant --------------------------
# specs/u32.toml and u64.toml, each with every line of specs/variants.txt
# (a name suffix and lines put before [moduli.runtime]; the first `name`
# line is the package's, a [[fused]] table's names its form), emitted by the
# workspace's codegen; packages.h includes them all and lists them for the
# driver (NTTGEN_PACKAGES).
codegen="$T/release/codegen"
libcodegen="$T/release/libcodegen.a"
if [ -z "${NO_CARGO:-}" ]; then
    (cd "$root" && cargo build --release -p nttgen-codegen --bin codegen --lib 2>&1 | tail -n 2)
fi
[ -x "$codegen" ] && [ -f "$libcodegen" ] || { echo "build.sh: no $codegen or $libcodegen (cargo build --release -p nttgen-codegen)" >&2; exit 2; }
pkg="$obj/nttgen"
new="$obj/nttgen.new"
rm -rf "$new"
mkdir -p "$new/specs"
list=""
fused=""
while read -r suffix lines; do
    case "$suffix" in ''|'#'*) continue ;; esac
    [ "$suffix" = "-" ] && suffix=""
    # SUFFIX@WORD: that word's base only.
    only="${suffix#*@}"; [ "$only" = "$suffix" ] && only=""; suffix="${suffix%@*}"
    case "$only" in ''|u32|u64) ;; *) echo "build.sh: specs/variants.txt: \"$suffix@$only\": the word after @ is u32 or u64" >&2; exit 2 ;; esac
    for base in "$here"/specs/u32.toml "$here"/specs/u64.toml; do
        [ -z "$only" ] || [ "$(basename "$base" .toml)" = "$only" ] || continue
        stem="$(sed -n 's/^name *= *"\(.*\)".*/\1/p' "$base" | head -n 1)$suffix"
        spec="$new/specs/$stem.toml"
        extra="$([ "$lines" = "-" ] || printf '%s' "$lines" | tr ';' '\n' | sed 's/^ *//')"
        awk -v name="$stem" -v extra="$extra" '
            /^name *=/ && !named { print "name      = \"" name "\""; named = 1; next }
            /^\[moduli.runtime\]/ && extra != "" { print extra; print "" }
            { print }' "$base" > "$spec"
        "$codegen" emit --spec "$spec" --out "$new/$stem" > "$new/$stem.emit.log" 2>&1 \
            || { echo "build.sh: codegen emit refused $spec:" >&2; cat "$new/$stem.emit.log" >&2; exit 1; }
        entry=" X($stem, $(echo "$stem" | tr '[:lower:]' '[:upper:]'))"
        list="$list$entry"
        # The packages with the key-switching forms (specs/u32.toml's [[fused]]).
        grep -q "${stem}_intt_const_range(" "$new/$stem/$stem.h" \
            && grep -q "${stem}_mod_down_range(" "$new/$stem/$stem.h" \
            && grep -q "${stem}_fwd_skip_range(" "$new/$stem/$stem.h" && fused="$fused$entry"
    done
done < "$here/specs/variants.txt"
{
    echo "// Generated by tests/anchors-cheddar/build.sh: the nttgen packages compiled in."
    echo "#pragma once"
    for d in "$new"/*/; do [ "$(basename "$d")" = specs ] || echo "#include \"$(basename "$d")/$(basename "$d").h\""; done
    echo "#define NTTGEN_PACKAGES(X)$list"
    echo "#define NTTGEN_FUSED_PACKAGES(X)$fused"
} > "$new/packages.h"
# Files that did not change keep their times (their objects are not rebuilt).
mkdir -p "$pkg"
(cd "$new" && find . -type f) | while read -r f; do
    cmp -s "$new/$f" "$pkg/$f" || { mkdir -p "$(dirname "$pkg/$f")"; cp "$new/$f" "$pkg/$f"; }
done
for d in "$pkg"/*/; do [ -d "$new/$(basename "$d")" ] || rm -rf "$d"; done
rm -rf "$new"
echo "build.sh: nttgen packages:$list; with the fused forms:$fused"

# ---- 5. the packages' launch code and the driver --------------------------------
pkg_srcs=("$pkg"/*/*.host.cu)
mkdir -p "$obj/nttgen-obj"
compile_all nvcc "$obj/nttgen-obj" -- -O3 -std=c++17 "-arch=$arch" -- "${pkg_srcs[@]}"
pkg_objs=()
for s in "${pkg_srcs[@]}"; do pkg_objs+=("$obj/nttgen-obj/$(basename "${s%.*}").o"); done
drv_flags=("${ch_flags[@]}" -I"$vendor/json/single_include" -I"$pkg")
compile_all nvcc "$obj" -- "${drv_flags[@]}" -- "$here/cheddar_ntt_bench.cu"

# ---- 6. one executable; RMM's libraries beside it -------------------------------
cp "$vendor/rmm/lib64/librmm.so" "$vendor/rapids_logger/lib64/librapids_logger.so" "$bin/lib/"
cp "$ch"/parameters/bootparam_*.json "$bin/params/"
# The toolkit's static runtime: NVCC_LIB, else beside nvcc where its own
# configuration may not look (a pip-installed toolkit keeps it in lib/).
libdir=()
nvcc_top="$(cd "$(dirname "$(command -v "${nvcc[0]}")")/.." && pwd)"
for d in "${NVCC_LIB:-}" "$nvcc_top/lib64" "$nvcc_top/lib"; do
    [ -n "$d" ] && [ -f "$d/libcudart_static.a" ] && { libdir=(-L"$d"); break; }
done
"${nvcc[@]}" -O3 "-arch=$arch" -o "$bin/cheddar_ntt_bench" "$obj/cheddar_ntt_bench.o" "${pkg_objs[@]}" \
    "$obj"/cheddar/*.o "$obj/libtommath.a" "$libcodegen" "${libdir[@]}" -L"$bin/lib" -lrmm -lrapids_logger \
    -Xlinker --gc-sections -Xlinker -rpath -Xlinker '$ORIGIN/lib' -lpthread -ldl -lm > "$obj/link.log" 2>&1 \
    || { echo "build.sh: link failed:" >&2; tail -n 40 "$obj/link.log" >&2; exit 1; }
strip "$bin/cheddar_ntt_bench"
{
    echo "built $(date -u +%FT%TZ) for $arch by $("${nvcc[@]}" --version | tail -n 1)"
    echo "nttgen $(cd "$root" && git rev-parse --short HEAD 2>/dev/null || echo '?')$(cd "$root" && git diff --quiet HEAD -- codegen templates 2>/dev/null || echo ' (codegen or templates modified)')"
    echo "packages:$list"
    cat "$vendor/REVISIONS"
} > "$bin/BUILD"
echo "build.sh: $bin/cheddar_ntt_bench in $(( $(date +%s) - t_start )) s; $bin holds $(du -sh "$bin" | cut -f1)"

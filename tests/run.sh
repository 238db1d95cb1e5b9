#!/usr/bin/env bash
# The project's test command. Runnable from any directory, on a fresh machine
# that has only cargo and python3 (with pip).
#
# 1. Installs (once; idempotent) the PyPI wheels
#      nvidia-cuda-nvrtc==13.0.*   libnvrtc.so.13 + libnvrtc-builtins.so.13.0 (CUDA -> PTX/CUBIN)
#      nvidia-cuda-nvcc==13.0.*    ptxas (register / spill reports), no other part used
#    into .tools/cuda with `pip install --target` (no root, no system change),
#    and nvidia-cuda-cuobjdump==13.2.* (SASS counts) into .tools/sass.
# 2. Exports LD_LIBRARY_PATH (NVRTC for cudarc's dlopen), NTTGEN_PTXAS, NTTGEN_CUOBJDUMP and PATH.
# 3. Runs `cargo test --workspace "$@"` (extra arguments pass through, e.g.
#    tests/run.sh -- --nocapture; with -p/--package the --workspace is left out:
#    tests/run.sh -p nttgen-runtime).
# 4. Without arguments (the whole suite, as .ci/run calls it): then runs the
#    application examples ($APP_EXAMPLES), each must print a `verified` line.
#
# Environment: NTTGEN_TOOLS_DIR overrides .tools/cuda; PIP_INDEX_URL etc. are
# honoured by pip as usual. INSTA_UPDATE defaults to `no`: a run never writes
# or accepts an insta snapshot unless the caller asks (INSTA_UPDATE=always to
# accept, =new to leave .snap.new files for `cargo insta review`).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT="$PWD"

TOOLS="${NTTGEN_TOOLS_DIR:-$ROOT/.tools/cuda}"
WHEELS=("nvidia-cuda-nvrtc==13.0.*" "nvidia-cuda-nvcc==13.0.*")
MARKER="$TOOLS/.nttgen-installed"
WANT="wheels: ${WHEELS[*]}"

log() { printf '[tests/run.sh] %s\n' "$*" >&2; }

if [[ -f "$MARKER" && "$(cat "$MARKER")" == "$WANT" ]]; then
    log "CUDA tools already in ${TOOLS#"$ROOT"/} ($(tr '\n' ' ' <"$MARKER"))"
else
    command -v python3 >/dev/null || { log "python3 not found: needed to install the NVRTC wheel"; exit 1; }
    log "installing ${WHEELS[*]} into ${TOOLS#"$ROOT"/} (pip --target, no deps; ~130 MB download)"
    tmp="$TOOLS.partial.$$"
    rm -rf "$tmp"
    mkdir -p "$(dirname "$TOOLS")"
    # --no-deps: nvidia-cuda-nvcc declares nvvm/runtime/crt, which ptxas does not need.
    if ! PIP_BREAK_SYSTEM_PACKAGES=1 PIP_ROOT_USER_ACTION=ignore python3 -m pip install --quiet --disable-pip-version-check \
            --no-deps --no-compile --target "$tmp" "${WHEELS[@]}"; then
        rm -rf "$tmp"
        log "pip could not install ${WHEELS[*]} (network? PIP_INDEX_URL?)"
        exit 1
    fi
    rm -rf "$TOOLS"
    mv "$tmp" "$TOOLS"
    printf '%s\n' "$WANT" >"$MARKER"
    python3 - "$TOOLS" <<'PY' >&2 || true
import pathlib, sys
root = pathlib.Path(sys.argv[1])
for d in sorted(root.glob("*.dist-info")):
    print("[tests/run.sh]   installed", d.name[:-len(".dist-info")].replace("_", "-", 2))
PY
fi

# Where the wheels put things (verified for 13.0.88): nvidia/cu13/lib/libnvrtc.so.13,
# nvidia/cu13/lib/libnvrtc-builtins.so.13.0, nvidia/cu13/bin/ptxas. Search in case
# a later 13.0.x moves them.
NVRTC_SO="$TOOLS/nvidia/cu13/lib/libnvrtc.so.13"
if [[ ! -f "$NVRTC_SO" ]]; then
    NVRTC_SO="$(find "$TOOLS" -name 'libnvrtc.so.13*' -not -name '*alt*' -print -quit)"
fi
if [[ -z "$NVRTC_SO" || ! -f "$NVRTC_SO" ]]; then
    log "libnvrtc.so.13 not found under $TOOLS; delete it and rerun to reinstall"
    exit 1
fi
NVRTC_LIB="$(dirname "$NVRTC_SO")"
if ! compgen -G "$NVRTC_LIB/libnvrtc-builtins.so.13*" >/dev/null; then
    log "libnvrtc-builtins.so.13* missing next to $NVRTC_SO (NVRTC would fail with 'builtin operation failure')"
    exit 1
fi
export LD_LIBRARY_PATH="$NVRTC_LIB${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
log "NVRTC: $NVRTC_SO"

PTXAS="$TOOLS/nvidia/cu13/bin/ptxas"
[[ -f "$PTXAS" ]] || PTXAS="$(find "$TOOLS" -type f -name ptxas -print -quit)"
if [[ -n "$PTXAS" && -f "$PTXAS" ]]; then
    chmod +x "$PTXAS" 2>/dev/null || true
    export NTTGEN_PTXAS="$PTXAS"
    export PATH="$(dirname "$PTXAS"):$PATH"
    log "ptxas: $PTXAS ($("$PTXAS" --version 2>/dev/null | tail -1 || echo 'version unknown'))"
else
    log "ptxas not found; register/spill reports will be skipped"
fi

# cuobjdump for `codegen compile --sass` (SASS instruction counts; the same
# wheel and place as tests/sass/check-branches.sh). Best effort: without it the
# SASS test skips, and fails where CI=true.
# `cuobjdump -sass` runs nvdisasm, so both wheels, and nvdisasm on PATH.
SASS_TOOLS="$ROOT/.tools/sass"
CUOBJDUMP="$SASS_TOOLS/nvidia/cu13/bin/cuobjdump"
NVDISASM="$SASS_TOOLS/nvidia/cu13/bin/nvdisasm"
if [[ ! -x "$CUOBJDUMP" || ! -x "$NVDISASM" ]]; then
    log "installing nvidia-cuda-cuobjdump==13.2.* and nvidia-cuda-nvdisasm==13.2.* into .tools/sass"
    PIP_BREAK_SYSTEM_PACKAGES=1 PIP_ROOT_USER_ACTION=ignore python3 -m pip install --quiet --disable-pip-version-check \
        --no-deps --no-compile --upgrade --target "$SASS_TOOLS" "nvidia-cuda-cuobjdump==13.2.*" "nvidia-cuda-nvdisasm==13.2.*" ||
        log "pip could not install the cuobjdump/nvdisasm wheels; the SASS count test will skip (fail under CI=true)"
    chmod +x "$SASS_TOOLS"/nvidia/cu13/bin/* 2>/dev/null || true
fi
if [[ -x "$CUOBJDUMP" && -x "$NVDISASM" ]]; then
    export NTTGEN_CUOBJDUMP="$CUOBJDUMP"
    export PATH="$(dirname "$NVDISASM"):$PATH"
    log "cuobjdump: $CUOBJDUMP (nvdisasm beside it)"
fi

# insta's own default (`auto`) writes .snap.new files outside CI; this command
# only checks, locally and in CI alike.
export INSTA_UPDATE="${INSTA_UPDATE:-no}"
log "INSTA_UPDATE=$INSTA_UPDATE"

# The application examples the whole-suite run executes (see the end).
APP_EXAMPLES="rns_polymul bigint_mul rlwe_encrypt bfv_mul runtime_primes"

# --workspace would override a -p/--package selection, so add it only without one.
scope=(--workspace)
for a in "$@"; do
    case "$a" in
        --) break ;;
        -p|--package|-p?*|--package=*) scope=() ;;
    esac
done
# libcodegen.a (nttgen_tables for C): tests/tests/capi.rs links a C program against it.
cargo build --profile test -p nttgen-codegen --lib
log "cargo test${scope[*]:+ ${scope[*]}}${*:+ $*}"
if [[ ${#scope[@]} -eq 0 || $# -gt 0 ]]; then
    exec cargo test "${scope[@]}" "$@"
fi
# The applications and the lab tools (bench, tune, nttgen-gpu) are runtime
# features (off for a library user); the whole suite tests them.
cargo test "${scope[@]}" --features nttgen-runtime/apps,nttgen-runtime/lab

# The whole suite also runs the application examples (CPU executor here, the
# GPU where there is one), each of which checks itself and prints a line
# starting with `verified`; built with the test profile (optimised, and its
# dependencies are already built above).
for ex in $APP_EXAMPLES; do
    log "example $ex"
    out="$(cargo run --quiet --profile test -p nttgen-runtime --features apps --example "$ex" 2>&1)" || { printf '%s\n' "$out"; log "example $ex FAILED"; exit 1; }
    printf '%s\n' "$out"
    grep -q '^verified' <<<"$out" || { log "example $ex printed no 'verified' line"; exit 1; }
done
log "examples: all verified"

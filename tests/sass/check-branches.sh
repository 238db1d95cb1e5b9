#!/usr/bin/env bash
# Constant-time check of the generated machine code: compiles every catalog
# spec (generated/specs/*.toml, or the specs given as arguments) for sm_90 and
# looks in its SASS for branches whose condition depends on coefficient data
# (tests/sass/branch_taint.py: taint from memory loads to branch predicates).
#
# Specs with reduction = "builtin" are the non-constant-time baseline: their
# findings are printed but allowed -- and required, as a check that the
# analysis can see a data-dependent branch at all. Any finding in another
# spec fails the script (exit 1).
#
# Tools (installed once into .tools/, no root, no GPU): NVRTC and ptxas from
# the wheels tests/run.sh installs (run it once first), cuobjdump and
# nvdisasm from the PyPI wheels nvidia-cuda-cuobjdump==13.2.* and
# nvidia-cuda-nvdisasm==13.2.*.
#
# Usage: bash tests/sass/check-branches.sh [SPEC.toml ...]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
ROOT="$PWD"
log() { printf '[check-branches] %s\n' "$*" >&2; }

CUDA="${NTTGEN_TOOLS_DIR:-$ROOT/.tools/cuda}"
SASS_TOOLS="$ROOT/.tools/sass"
WHEELS=("nvidia-cuda-cuobjdump==13.2.*" "nvidia-cuda-nvdisasm==13.2.*")
if [[ ! -x "$SASS_TOOLS/nvidia/cu13/bin/cuobjdump" ]]; then
    log "installing ${WHEELS[*]} into .tools/sass"
    PIP_BREAK_SYSTEM_PACKAGES=1 PIP_ROOT_USER_ACTION=ignore python3 -m pip install --quiet --disable-pip-version-check \
        --no-deps --no-compile --target "$SASS_TOOLS" "${WHEELS[@]}"
fi
BIN="$SASS_TOOLS/nvidia/cu13/bin"
chmod +x "$BIN"/* 2>/dev/null || true
PTXAS="$CUDA/nvidia/cu13/bin/ptxas"
[[ -x "$PTXAS" ]] || { log "ptxas not found at $PTXAS: run bash tests/run.sh once (it installs NVRTC and ptxas)"; exit 2; }
export LD_LIBRARY_PATH="$CUDA/nvidia/cu13/lib:$BIN/../lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
export PATH="$BIN:$PATH"

# The analysis itself first: it must flag and clear the hand-written cases.
python3 tests/sass/test_branch_taint.py >&2

cargo build --quiet --bin codegen
CODEGEN="$ROOT/target/debug/codegen"

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
specs=("$@")
[[ ${#specs[@]} -gt 0 ]] || specs=(generated/specs/*.toml)

fail=0 baseline_seen=0 baseline_flagged=0
for spec in "${specs[@]}"; do
    name="$(basename "$spec" .toml)"
    out="$WORK/$name"
    mkdir -p "$out"
    if ! "$CODEGEN" compile --spec "$spec" --arch sm_90 --ptx-out "$out" >"$out/compile.log" 2>&1; then
        log "FAIL $name: codegen compile failed"; cat "$out/compile.log" >&2; fail=1; continue
    fi
    ptx="$(ls "$out"/*.ptx)"
    "$PTXAS" -arch=sm_90 -O3 -o "$out/k.cubin" "$ptx"
    cuobjdump -sass "$out/k.cubin" >"$out/k.sass"
    baseline=0
    grep -Eq '^reduction *= *"builtin"' "$spec" && baseline=1
    if findings="$(python3 tests/sass/branch_taint.py "$out/k.sass")"; then
        [[ $baseline == 1 ]] && baseline_seen=1
        log "ok   $name: no data-dependent branch"
    elif [[ $? == 1 && $baseline == 1 ]]; then
        baseline_seen=1 baseline_flagged=1
        log "base $name (reduction builtin, non-constant-time baseline): $(wc -l <<<"$findings") data-dependent branch(es), allowed"
    else
        log "FAIL $name:"; printf '%s\n' "$findings" >&2; fail=1
    fi
done
if [[ $baseline_seen == 1 && $baseline_flagged == 0 ]]; then
    log "FAIL: no baseline (builtin) spec showed a data-dependent branch; the analysis may be blind"
    fail=1
fi
exit $fail

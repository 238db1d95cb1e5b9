#!/usr/bin/env bash
# On the GPU machine, from the repository root, with .device/ carried (bash
# tests/gpu/apps-build.sh here first): the applications on the GPU.
#  1. every test_apps_* binary with --ignored: GPU against the CPU executor,
#     bit for bit, and against the big-integer oracles;
#  2. every application example (NTTGEN_BACKEND=gpu: a missing GPU fails),
#     with its arguments from APP_RUNS; each must print a `verified` line.
# Writes $OUT/apps.md (the outputs) and exits non-zero on any failure.
set -uo pipefail
OUT="${OUT:-/tmp/nttgen-out}"
mkdir -p "$OUT"
export NTTGEN_CACHE_DIR="${NTTGEN_CACHE_DIR:-/tmp/nttgen-cache}"
export NTTGEN_BACKEND=gpu
rc=0
report="$OUT/apps.md"
{
    echo "# Applications on the GPU ($(date -u +%Y-%m-%dT%H:%MZ))"
    echo
    nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | sed 's/^/GPU: /'
} >"$report"
for t in .device/apps/test_apps_*; do
    [ -x "$t" ] || continue
    echo "## $(basename "$t") --ignored" >>"$report"
    out=$("$t" --ignored --test-threads 1 2>&1); s=$?
    printf '```\n%s\n```\n' "$(tail -n 15 <<<"$out")" >>"$report"
    [ $s = 0 ] || { rc=1; echo "FAILED: $t"; }
done
# Example runs: "name args..." per line (the defaults, then larger ones).
APP_RUNS="${APP_RUNS:-rns_polymul
rns_polymul 4096 12 64
rns_polymul 256 16 32
bigint_mul
rlwe_encrypt
bfv_mul}"
while read -r ex args; do
    [ -x ".device/apps/$ex" ] || continue
    echo "## $ex $args" >>"$report"
    # shellcheck disable=SC2086
    out=$(".device/apps/$ex" $args 2>&1); s=$?
    printf '```\n%s\n```\n' "$out" >>"$report"
    if [ $s != 0 ] || ! grep -q '^verified' <<<"$out"; then rc=1; echo "FAILED: $ex $args"; fi
done <<<"$APP_RUNS"
cat "$report"
exit "$rc"

#!/usr/bin/env bash
# On the GPU machine, from the repository root, with .cheddar/inside/bin
# carried (built here by build.sh; no compiler, cargo or network needed there):
#
#   OUT=$OUT bash tests/cheddar-inside/run.sh [gtest arguments...]
#
# Runs Cheddar's basic_test and boot_test three ways: CHEDDAR_NTT=stock
# (Cheddar's kernels only), nttgen (every call a package serves routed) and
# verify (routed calls also run stock, compared word for word, stock result
# kept). Writes OUT/<test>.<mode>.out and .err and OUT/summary.txt: each
# run's gtest verdict and exit status, and the router's counts (the
# `cheddar-inside:` lines: routed and stock calls per entry point with the
# reasons; in verify mode compared and mismatched). Exit status 0 only when
# every run passed and verify found no mismatch. Environment: OUT (default
# /tmp/cheddar-inside-out), TESTS (default "basic_test boot_test"), MODES
# (default "stock nttgen verify"), BIN (default <repo>/.cheddar/inside/bin),
# LIMIT (seconds per run, default 150).
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
OUT="${OUT:-/tmp/cheddar-inside-out}"
BIN="${BIN:-$root/.cheddar/inside/bin}"
LIMIT="${LIMIT:-150}"
for m in ${MODES:-stock nttgen verify}; do
    case "$m" in stock|nttgen|verify) ;; *) echo "run.sh: MODES holds \"$m\": give stock, nttgen and/or verify" >&2; exit 2 ;; esac
done
mkdir -p "$OUT"
OUT="$(cd "$OUT" && pwd)"
summary="$OUT/summary.txt"
: > "$summary"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>&1 | tee -a "$summary"
rc=0
for t in ${TESTS:-basic_test boot_test}; do
    [ -x "$BIN/$t" ] || { echo "run.sh: no $BIN/$t: build it with tests/cheddar-inside/build.sh" | tee -a "$summary"; exit 2; }
    for m in ${MODES:-stock nttgen verify}; do
        # The tests read their parameter files from the working folder (PARAM_DIR=".").
        (cd "$BIN" && CHEDDAR_NTT=$m timeout -k 10 "$LIMIT" "./$t" "$@") > "$OUT/$t.$m.out" 2> "$OUT/$t.$m.err"
        r=$?
        verdict="$(grep -E '^\[  (PASSED|FAILED)  \]' "$OUT/$t.$m.out" | tr '\n' ' ')"
        echo "== $t CHEDDAR_NTT=$m: rc=$r ${verdict:-no gtest verdict}" | tee -a "$summary"
        grep '^cheddar-inside:' "$OUT/$t.$m.err" | tee -a "$summary"
        [ $r = 0 ] || rc=1
        if [ $m = verify ] && grep '^cheddar-inside:' "$OUT/$t.$m.err" | grep -Eq '[1-9][0-9]* mismatched'; then rc=1; fi
        if [ $m = verify ] && ! grep -q 'compared' "$OUT/$t.$m.err"; then
            echo "   (verify compared no call: nothing was routed)" | tee -a "$summary"
            rc=1
        fi
    done
done
echo "== rc=$rc; outputs in $OUT" | tee -a "$summary"
exit $rc

#!/usr/bin/env bash
# On the GPU machine: each fused form against the bare transform and against
# the bare transform plus a separate element-wise pass, in one process
# (fused-bench; docs/SPEC.md, "Fused forms"). Build it here first (cargo, no
# CUDA needed; tests/gpu/build.sh does it with the other GPU binaries):
#   cargo build --release -p nttgen-tests --bin fused-bench
#   mkdir -p .device && cp "${CARGO_TARGET_DIR:-target}/release/fused-bench" .device/
# carry .device to the GPU machine, and there:
#   bash tests/gpu/fused/run.sh [fused-bench arguments]
# Specs: tests/gpu/fused/specs/*.toml (n = 2^16: u64 over 24 towers, u32
# over 48) and the catalog's specs with forms (generated/specs/*_fz_*.toml;
# run-time templates take 24 u64 or 48 u32 primes). Arguments pass through
# (--batch B, --towers T, --skip AT:LEN, --rounds R, SPEC...). Results in
# $OUT/fused: results.md and results.csv (the table, also printed),
# fused-bench.txt (everything it printed), nvidia-smi.csv. Exit status:
# fused-bench's (0 every check passed, 1 a check failed, 2 no GPU or a
# refused spec).
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../../.."
BIN="${NTTGEN_FUSED_BENCH:-.device/fused-bench}"
R="${OUT:-/tmp/nttgen-out}/fused"
[ -x "$BIN" ] || { echo "$BIN not found: build it first (see the top of tests/gpu/fused/run.sh)" >&2; exit 2; }
mkdir -p "$R"
export NTTGEN_CACHE_DIR="${NTTGEN_CACHE_DIR:-/tmp/nttgen-cache}"
mkdir -p "$NTTGEN_CACHE_DIR" && chmod 700 "$NTTGEN_CACHE_DIR"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,memory.total --format=csv > "$R/nvidia-smi.csv" 2>&1
t0=$(date +%s)
"$BIN" --out "$R" "$@" 2>&1 | tee "$R/fused-bench.txt"
rc=${PIPESTATUS[0]}
echo "fused-bench: exit $rc in $(( $(date +%s) - t0 )) s; the table: $R/results.md, $R/results.csv"
exit "$rc"

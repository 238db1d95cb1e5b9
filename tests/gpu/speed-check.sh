#!/usr/bin/env bash
# On the GPU machine, one call for the speed figures: the GPU check (catalog +
# random specs, bit for bit against the CPU interpreter), then the peers'
# harness (.anchors = ../shared/anchors, prepared) with nttgen's rows from
# nttgen-anchors in the same call (modes P, L, F, inverse, polymul, u32).
# NTTGEN_CMD replaces the nttgen step (several nttgen-anchors runs, each
# with its own NTTGEN_ANCHORS_TRY rows). Carry .device (tests/gpu/build.sh)
# and .anchors. Results in $OUT:
# speed-check.tgz (everything), results.md / results.csv (the table),
# summary.txt.
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
OUT="${OUT:-/tmp/speed-check-out}"
R=/tmp/speed-check; rm -rf "$R"; mkdir -p "$R"
t0=$(date +%s)
stamp() { echo "== $1: $(( $(date +%s) - t0 )) s" | tee -a "$R/summary.txt"; }
OUT="$R/gpu-check" RANDOM_SPECS="${RANDOM_SPECS:-300}" timeout "${CHECK_LIMIT:-400}" bash tests/gpu/run.sh > "$R/gpu-check.txt" 2>&1
echo "gpu-check rc=$?" | tee -a "$R/summary.txt"; tail -n 4 "$R/gpu-check.txt" | tee -a "$R/summary.txt"; stamp gpu-check
NTTGEN_ANCHORS_CANDIDATES="${CANDIDATES:-0}" OUT="$R/anchors" \
    NTTGEN_CMD="${NTTGEN_CMD:-.device/nttgen-anchors ${WORKLOADS:-fwd-P fwd-L fwd-F inv-P inv-F polymul-P polymul-F u32-P}}" \
    NTTGEN_LIMIT="${NTTGEN_LIMIT:-300}" bash .anchors/run.sh > "$R/anchors.txt" 2>&1
echo "anchors rc=$?" | tee -a "$R/summary.txt"; stamp anchors
cp "$R/anchors/results.md" "$R/anchors/results.csv" "$OUT/" 2>/dev/null
tar czf "$OUT/speed-check.tgz" -C /tmp speed-check
cp "$R/summary.txt" "$OUT/"
cat "$OUT/results.md" 2>/dev/null | head -80

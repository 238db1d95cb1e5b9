#!/usr/bin/env bash
# On the GPU machine, from the repository root, with .cheddar/bin carried
# (built here by build.sh: the driver, RMM's two libraries, Cheddar's
# parameter files; no compiler, cargo or network needed there):
#
#   OUT=$OUT bash tests/anchors-cheddar/run.sh [driver arguments...]
#
# Runs cheddar_ntt_bench (floors, then every parameter set and level, both
# sides, floors again) and writes OUT/results.md and OUT/results.csv
# (table.py), OUT/bench.out and bench.err, OUT/run.log. Exit status: the
# driver's (0 every check held, 1 a check failed, 2 usage or no GPU, 3 a CUDA
# error), or table.py's 1 when a row was not verified, or 124 past LIMIT.
# Environment: OUT (default /tmp/anchors-cheddar-out), BIN (default
# <repo>/.cheddar/bin), LIMIT (seconds for the driver, default 540).
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
OUT="${OUT:-/tmp/anchors-cheddar-out}"
BIN="${BIN:-$root/.cheddar/bin}"
LIMIT="${LIMIT:-540}"
mkdir -p "$OUT"
exec > >(tee -a "$OUT/run.log") 2>&1
t0=$(date +%s)
echo "== anchors-cheddar run $(date -u +%FT%TZ) on $(hostname), commit $(cd "$root" && git rev-parse --short HEAD 2>/dev/null || echo '?')"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm,clocks.mem,temperature.gpu,power.draw,power.limit \
    --format=csv 2>&1
if [ ! -x "$BIN/cheddar_ntt_bench" ]; then
    echo "run.sh: no $BIN/cheddar_ntt_bench: build it where nvcc and cargo are (tests/anchors-cheddar/build.sh) and carry .cheddar/bin"
    exit 2
fi
cat "$BIN/BUILD" 2>/dev/null
timeout "$LIMIT" "$BIN/cheddar_ntt_bench" --params "$BIN/params" "$@" > "$OUT/bench.out" 2> "$OUT/bench.err"
rc=$?
echo "== cheddar_ntt_bench: rc=$rc, $(( $(date +%s) - t0 )) s, $(grep -c '^RESULT' "$OUT/bench.out") results"
tail -n 20 "$OUT/bench.err"
grep -E '^(SET|SKIP|DONE)' "$OUT/bench.out"
nvidia-smi --query-gpu=clocks.sm,clocks.mem,temperature.gpu,power.draw --format=csv 2>&1
python3 "$here/table.py" "$OUT" "$OUT/bench.out"
t=$?
[ $rc = 0 ] && rc=$t
echo "== total $(( $(date +%s) - t0 )) s, rc=$rc; outputs in $OUT: $(ls "$OUT" | tr '\n' ' ')"
exit $rc

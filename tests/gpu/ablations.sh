#!/usr/bin/env bash
# On the GPU machine: the papers' ablations (docs/BENCHMARKS.md). Every line of
# ablations/runs.txt is one `nttgen-gpu bench --json`; with SWEEPS=1 also
# Coala's exploration (`nttgen-gpu tune --sweep`, u32 30-bit towers 1/2/4,
# one polynomial, n = 2^LOG_FROM..2^LOG_TO). Results under $OUT/ablations;
# tests/gpu/ablations_table.py turns them into tables here.
#   NTTGEN_GPU=.device/nttgen-gpu SWEEPS=1 bash tests/gpu/ablations.sh
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
BIN="${NTTGEN_GPU:-.device/nttgen-gpu}"
DIR=tests/gpu/ablations
R="${OUT:-/tmp/nttgen-out}/ablations"
mkdir -p "$R"
export NTTGEN_CACHE_DIR="${NTTGEN_CACHE_DIR:-$PWD/.device-cache}"
mkdir -p "$NTTGEN_CACHE_DIR" && chmod 700 "$NTTGEN_CACHE_DIR"
t0=$(date +%s)
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,memory.total --format=csv > "$R/nvidia-smi.csv" 2>&1
runs=$(grep -v '^#' "$DIR/runs.txt" | sed 's/ *| */|/g')
args_of() { case "$1" in P) echo "--limbs-own-primes" ;; L) echo "--batch 1" ;; S2) echo "--batch 2" ;; S256) echo "--batch 256" ;; S66) echo "--batch 66" ;; esac; }
# ONLY_GROUPS="g1 g2": only those groups of runs.txt.
if [ -n "${ONLY_GROUPS:-}" ]; then
    runs=$(echo "$runs" | awk -F'|' -v only=" $ONLY_GROUPS " 'index(only, " " $1 " ")')
fi
# NVRTC on every core first, per mode (the cache makes each bench's engine a load).
for mode in P L S2 S66 S256; do
    specs=$(echo "$runs" | awk -F'|' -v m="$mode" '$3 == m { print "'"$DIR"'/specs/" $2 ".toml" }' | sort -u)
    [ -n "$specs" ] && "$BIN" warm $(args_of "$mode" | sed 's/--limbs-own-primes//') $specs 2>&1 | tail -3
done
echo "warm: $(( $(date +%s) - t0 )) s"
echo "$runs" | while IFS='|' read -r group spec mode label; do
    [ -z "$spec" ] && continue
    "$BIN" bench --spec "$DIR/specs/$spec.toml" $(args_of "$mode") --groups "${GROUPS_PER_OP:-9}" --json > "$R/$mode-$spec.json" 2> "$R/$mode-$spec.err"
    echo "$group $spec $mode: exit $? ($(( $(date +%s) - t0 )) s)"
done
if [ "${SWEEPS:-0}" = 1 ]; then
    for towers in ${SWEEP_TOWERS:-1 2 4}; do
        for l in $(seq "${LOG_FROM:-10}" "${LOG_TO:-16}"); do
            s="$R/sweep-t$towers-n$l"
            "$BIN" tune --sweep --log-n "$l" --word u32 --bits 30 --towers "$towers" --batch 1 --groups 5 --budget "${SWEEP_BUDGET:-40}" --out "$s.toml" --svg "$s.svg" --json "$s.json" > "$s.txt" 2>&1
            echo "sweep towers $towers n 2^$l: exit $? ($(( $(date +%s) - t0 )) s)"
        done
    done
fi
echo "ablations: $(( $(date +%s) - t0 )) s"

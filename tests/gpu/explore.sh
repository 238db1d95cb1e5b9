#!/usr/bin/env bash
# On the GPU machine, one exploration call (no peers):
# Nsight Compute sections of the default u64 2^16 forward kernels in mode P
# (where a kernel's time goes: issue, memory, stalls, occupancy), then
# nttgen-anchors' rows for the default and the variants in $TRY
# (NTTGEN_ANCHORS_TRY syntax: "name=knob = v|knob = v;name=..."), checked
# and timed. Carry .device (nttgen-gpu, nttgen-anchors). Results in $OUT.
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
OUT="${OUT:-/tmp/explore-out}"; mkdir -p "$OUT"
t0=$(date +%s)
stamp() { echo "== $1: $(( $(date +%s) - t0 )) s" | tee -a "$OUT/summary.txt"; }
if [ "${PROFILE:-1}" = 1 ]; then
    # The default spec's rows of mode F (check at batch 1, then the timed
    # runs): kernels past the check's are profiled.
    NTTGEN_ANCHORS_CANDIDATES=0 timeout "${PROFILE_LIMIT:-150}" ncu --clock-control none -k 'regex:_fwd[01]$' --launch-skip "${SKIP:-4}" --launch-count 2 \
        --section SpeedOfLight --section Occupancy --section WarpStateStats --section SchedulerStats \
        --section MemoryWorkloadAnalysis --section LaunchStats --section ComputeWorkloadAnalysis --section InstructionStats \
        .device/nttgen-anchors fwd-F > "$OUT/ncu.txt" 2>&1
    echo "ncu rc=$?" | tee -a "$OUT/summary.txt"; stamp ncu
fi
NTTGEN_ANCHORS_CANDIDATES=1 NTTGEN_ANCHORS_TRY="${TRY:-}" timeout "${ANCHORS_LIMIT:-360}" \
    .device/nttgen-anchors ${WORKLOADS:-fwd-P fwd-F u32-P} > "$OUT/anchors.txt" 2>&1
echo "anchors rc=$?" | tee -a "$OUT/summary.txt"; stamp anchors
grep '^RESULT' "$OUT/anchors.txt" | awk -F, '{printf "%-8s %-2s %-4s n%-3s %-10s %9s  %s\n", $3, $4, $5, $6, $9, $10, $13}' | tee "$OUT/rows.txt"

#!/usr/bin/env bash
# alternate_order on the H100's two-kernel entries (2^16 / 2^17 P, F):
# each kernel after the first of a program hands out its polynomials last
# first, so it starts on the words L2 still holds. nttgen-anchors rows
# (each timed row checked against the CPU reference first), the entry and
# the entry with the knob, in two runs; then gpu-check on random specs
# (the generator draws the knob now and then).
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
tar xJf .device/alt.tar.xz -C .device
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache NTTGEN_ANCHORS_CANDIDATES=0 NTTGEN_ANCHORS_LOGN=16,17
export NTTGEN_ANCHORS_TRY="alt=alternate_order = true"
t0=$(date +%s)
for r in 1 2; do
  timeout 200 .device/nttgen-anchors fwd-P inv-P polymul-P fwd-F inv-F > $OUT/run-$r.txt 2>&1; echo "run $r rc=$? $(( $(date +%s) - t0 )) s"
  grep "^RESULT" $OUT/run-$r.txt | awk -F, '{printf "%s %s %s %s %s %s\n", $3, $4, $6, $9, $10, substr($13,1,2)}'
done | tee $OUT/rows.txt
OUT=$OUT/gpu-check RANDOM_SPECS=60 timeout 240 bash tests/gpu/run.sh > $OUT/gpu-check.txt 2>&1
echo "gpu-check rc=$? $(( $(date +%s) - t0 )) s"; tail -n 4 $OUT/gpu-check.txt

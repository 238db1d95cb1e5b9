#!/usr/bin/env bash
# alternate_order without the loop's help: the H100's entries (which take
# it) against the same with alternate_order = false (noalt), each run on
# the other of two operand sets (NTTGEN_ANCHORS_SETS=2), so no run finds
# in L2 what the run before it wrote and only the boundary inside a call
# can gain; then the usual loop on one buffer (SETS=1) in the same call.
# nttgen-anchors of this tree (each row checked against the CPU reference
# first).
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
tar xJf .device/sets.tar.xz -C .device
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
grep -q H100 $OUT/gpu.txt || { echo "not an H100: stopping"; exit 3; }
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache NTTGEN_ANCHORS_CANDIDATES=0 NTTGEN_ANCHORS_LOGN=16,17
export NTTGEN_ANCHORS_TRY="noalt=alternate_order = false"
t0=$(date +%s)
rows() { grep "^RESULT" $1 | awk -F, '{printf "%s %s %s %s %s %s\n", $3, $4, $6, $9, $10, substr($13,1,2)}'; }
i=0
for sets in 2 1 2; do
  i=$((i+1)); f=$OUT/run$i-sets$sets.txt
  NTTGEN_ANCHORS_SETS=$sets timeout 150 .device/nttgen-anchors fwd-P inv-P > $f 2>&1; echo "run $i sets=$sets rc=$? $(( $(date +%s) - t0 )) s"; rows $f
done | tee $OUT/rows.txt

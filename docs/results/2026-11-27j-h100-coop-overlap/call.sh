#!/usr/bin/env bash
# One limb's one-launch (cooperative) kernels launched while the grid
# before them drains (programmatic stream serialization with the
# cooperative attribute, griddepcontrol.wait first in the kernel):
# anchors-pdl (this tree) with it on and off (NTTGEN_COOP_PDL=0), beside
# anchors-base (829686d), interleaved; then the peers' harness with
# anchors-pdl as NTTGEN_CMD (Phantom in the same call).
# Build here: nttgen-anchors of each tree into .device/anchors-{base,pdl}.
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache NTTGEN_ANCHORS_CANDIDATES=0
rows() { grep "^RESULT" $1 | awk -F, -v t="$2" '{printf "%s %s %s %s %s %s %s\n", t, $3, $4, $6, $9, $10, $13}'; }
for r in 1 2; do
  timeout 90 .device/anchors-base fwd-L inv-L polymul-L > $OUT/base-$r.txt 2>&1; rows $OUT/base-$r.txt base$r
  NTTGEN_COOP_PDL=0 timeout 90 .device/anchors-pdl fwd-L inv-L polymul-L > $OUT/off-$r.txt 2>&1; rows $OUT/off-$r.txt off$r
  timeout 90 .device/anchors-pdl fwd-L inv-L polymul-L > $OUT/pdl-$r.txt 2>&1; rows $OUT/pdl-$r.txt pdl$r
done | tee $OUT/ab.txt
OUT=$OUT/anchors NTTGEN_CMD=".device/anchors-pdl fwd-L inv-L polymul-L" timeout 300 bash .anchors/run.sh > /dev/null 2>&1
echo "anchors rc=$?"; grep -E "L \(one limb\)|launches back" $OUT/anchors/results.md | head -12

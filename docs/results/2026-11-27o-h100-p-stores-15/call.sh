#!/usr/bin/env bash
# Whole-sector stores on the H100's one-kernel cluster entries (2^13,
# 2^14, 2^15, mode P) and the shapes around 2^15 with them (radix 16 at 3
# and 4 blocks per SM, 2 blocks per SM), twice (nttgen-anchors of
# 829686d, nttgen rows only).
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache NTTGEN_ANCHORS_CANDIDATES=0 NTTGEN_ANCHORS_LOGN=13,14,15
export NTTGEN_ANCHORS_TRY="sec=sector_stores = true;sec-r16=sector_stores = true|radix = 16;sec-r16-mb4=sector_stores = true|radix = 16|min_blocks = 4;sec-mb2=sector_stores = true|min_blocks = 2"
for r in 1 2; do
  timeout 280 .device/anchors-base fwd-P > $OUT/p-$r.txt 2>&1; echo "run $r rc=$?"
  grep "^RESULT" $OUT/p-$r.txt | awk -F, '{printf "%s %s %s %s\n", $6, $9, $10, substr($13,1,2)}'
done | tee $OUT/rows.txt

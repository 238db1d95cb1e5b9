#!/usr/bin/env bash
# Whole-sector stores (sector_stores) on the H200's mode P entries at
# 2^13 / 2^14 (one kernel over clusters of 8 blocks) and 2^15 (two
# kernels), and the H100's 2^15 shape (one kernel over clusters of 8
# blocks of 512 threads, 3 per SM) with and without them on the H200,
# twice (nttgen-anchors of 829686d, nttgen rows only).
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache NTTGEN_ANCHORS_CANDIDATES=0 NTTGEN_ANCHORS_LOGN=13,14,15
C15="cluster = 1|cluster_blocks = 8|factored_levels = 0|min_blocks = 3|radix = 8|stage_split = [15]|twiddle_lookahead = true"
export NTTGEN_ANCHORS_TRY="sec=sector_stores = true;h100-15=$C15;h100-15-sec=$C15|sector_stores = true"
for r in 1 2; do
  timeout 280 .device/anchors-base fwd-P > $OUT/p-$r.txt 2>&1; echo "run $r rc=$?"
  grep "^RESULT" $OUT/p-$r.txt | awk -F, '{printf "%s %s %s %s\n", $6, $9, $10, substr($13,1,2)}'
done | tee $OUT/rows.txt

#!/usr/bin/env bash
# One limb at 2^12 / 2^14 (mode L) on the 16-block cluster latency plan
# with knobs it had not been timed with, beside the entry, twice
# (nttgen-anchors of 829686d, NTTGEN_ANCHORS_TRY rows; nttgen rows only).
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache
B="cluster_blocks = 16|radix = 4|stage_split = [LOGN]|cluster = 1"
T="entry=$B;tla=$B|twiddle_lookahead = true;nodc=$B|deferred_corrections = false;tla-nodc=$B|twiddle_lookahead = true|deferred_corrections = false;novec=$B|vector_access = false;nooverlap=$B|overlap_launches = false;r8=cluster_blocks = 16|radix = 8|stage_split = [LOGN]|cluster = 1"
for r in 1 2; do
  for l in 12 14; do
    NTTGEN_ANCHORS_TRY="${T//LOGN/$l}" timeout 120 .device/anchors-base fwd-L > $OUT/l$l-$r.txt 2>&1
    grep "^RESULT" $OUT/l$l-$r.txt | awk -F, -v l=$l '$6==l {printf "%s %s %s %s\n", $6, $9, $10, substr($13,1,2)}'
  done
done | tee $OUT/rows.txt

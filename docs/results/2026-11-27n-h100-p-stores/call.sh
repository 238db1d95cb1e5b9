#!/usr/bin/env bash
# Mode P at 2^15 / 2^16 / 2^17 on the H100's entries with whole-sector
# stores (sector_stores; at 2^15 it also removes the entry's spills: 20 B
# stored and 92 B loaded a thread at 40 registers, none with it), one word
# per access, and the lookahead off, twice (nttgen-anchors of 829686d,
# nttgen rows only).
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache NTTGEN_ANCHORS_CANDIDATES=0 NTTGEN_ANCHORS_LOGN=15,16,17
export NTTGEN_ANCHORS_TRY="sec=sector_stores = true;scalar=vector_access = false;sec-notla=sector_stores = true|twiddle_lookahead = false;notla=twiddle_lookahead = false"
for r in 1 2; do
  timeout 280 .device/anchors-base fwd-P > $OUT/p-$r.txt 2>&1; echo "run $r rc=$?"
  grep "^RESULT" $OUT/p-$r.txt | awk -F, '{printf "%s %s %s %s\n", $6, $9, $10, substr($13,1,2)}'
done | tee $OUT/rows.txt

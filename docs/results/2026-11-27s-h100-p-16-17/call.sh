#!/usr/bin/env bash
# Mode P at 2^16 / 2^17 on the H100's entries (two kernels) with wider
# column runs (cluster = 8 at 2^17, whose second kernel then fits 48
# registers at 5 blocks per SM instead of 80; cluster = 16 at 2^16), the
# split [8, 9] at 2^17, each with and without whole-sector stores, twice
# (nttgen-anchors of 829686d, nttgen rows only; a row whose levels do not
# fit the size fails validation: nan).
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache NTTGEN_ANCHORS_CANDIDATES=0 NTTGEN_ANCHORS_LOGN=16,17
export NTTGEN_ANCHORS_TRY="c8=cluster = 8;c8-sec=cluster = 8|sector_stores = true;c8-mb4=cluster = 8|min_blocks = 4;c16=cluster = 16;c16-sec=cluster = 16|sector_stores = true;s89=stage_split = [8, 9];s89-sec=stage_split = [8, 9]|sector_stores = true"
for r in 1 2; do
  timeout 280 .device/anchors-base fwd-P > $OUT/p-$r.txt 2>&1; echo "run $r rc=$?"
  grep "^RESULT" $OUT/p-$r.txt | awk -F, '{printf "%s %s %s %s\n", $6, $9, $10, substr($13,1,2)}'
done | tee $OUT/rows.txt

#!/usr/bin/env bash
# On top of alternate_order (27v, 27w): table loads evict-first in L2
# (evict_tables, __ldcs), cluster = 8, the late kernel's own budget and
# whole-sector stores at 2^17; evict_tables at 2^16. Mode P forward (and
# the inverse at 2^16), nttgen-anchors rows, two runs.
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
tar xJf .device/evt.tar.xz -C .device
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache NTTGEN_ANCHORS_CANDIDATES=0
A="alternate_order = true"; C="$A|cluster = 8"
t0=$(date +%s)
rows() { grep "^RESULT" $1 | awk -F, '{printf "%s %s %s %s %s %s\n", $3, $4, $6, $9, $10, substr($13,1,2)}'; }
for r in 1 2; do
  NTTGEN_ANCHORS_LOGN=17 NTTGEN_ANCHORS_TRY="alt-c8=$C;alt-c8-evt=$C|evict_tables = true;alt-c8-lmb10=$C|last_min_blocks = 10;alt-c8-lmb10-evt=$C|last_min_blocks = 10|evict_tables = true;alt-c8-sec=$C|sector_stores = true" \
    timeout 200 .device/nttgen-anchors fwd-P > $OUT/p17-$r.txt 2>&1; echo "p17 run $r rc=$? $(( $(date +%s) - t0 )) s"; rows $OUT/p17-$r.txt
  NTTGEN_ANCHORS_LOGN=16 NTTGEN_ANCHORS_TRY="alt=$A;alt-evt=$A|evict_tables = true" \
    timeout 150 .device/nttgen-anchors fwd-P inv-P > $OUT/p16-$r.txt 2>&1; echo "p16 run $r rc=$? $(( $(date +%s) - t0 )) s"; rows $OUT/p16-$r.txt
done | tee $OUT/rows.txt

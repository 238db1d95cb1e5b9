#!/usr/bin/env bash
# alternate_order on the H200's two-kernel entries (2^16 P, F, u32 and the
# product; 2^17 P, with cluster = 8, the late kernel's own budget and
# evict_tables as on the H100's, 27x). nttgen-anchors rows (each timed row
# checked against the CPU reference first), two runs.
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
tar xJf .device/evt.tar.xz -C .device
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
grep -q H200 $OUT/gpu.txt || { echo "not an H200: stopping"; exit 3; }
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache NTTGEN_ANCHORS_CANDIDATES=0
A="alternate_order = true"
t0=$(date +%s)
rows() { grep "^RESULT" $1 | awk -F, '{printf "%s %s %s %s %s %s\n", $3, $4, $6, $9, $10, substr($13,1,2)}'; }
for r in 1 2; do
  NTTGEN_ANCHORS_LOGN=16 NTTGEN_ANCHORS_TRY="alt=$A" \
    timeout 200 .device/nttgen-anchors fwd-P inv-P fwd-F inv-F u32-P polymul-P > $OUT/p16-$r.txt 2>&1; echo "p16 run $r rc=$? $(( $(date +%s) - t0 )) s"; rows $OUT/p16-$r.txt
  NTTGEN_ANCHORS_LOGN=17 NTTGEN_ANCHORS_TRY="alt=$A;alt-c8=$A|cluster = 8;alt-c8-lmb10-evt=$A|cluster = 8|last_min_blocks = 10|evict_tables = true;alt-lmb10-evt=$A|last_min_blocks = 10|evict_tables = true" \
    timeout 150 .device/nttgen-anchors fwd-P > $OUT/p17-$r.txt 2>&1; echo "p17 run $r rc=$? $(( $(date +%s) - t0 )) s"; rows $OUT/p17-$r.txt
done | tee $OUT/rows.txt

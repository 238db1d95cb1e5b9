#!/usr/bin/env bash
# With alternate_order (27v): the H100's 2^17 mode P entry under the
# split [8, 9], cluster = 8 and the late kernel's own budget, forward and
# inverse; mode F's forward and u32 P at 2^16 unstreamed with the knob
# against their streamed entries. nttgen-anchors rows, two runs each.
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
tar xJf .device/alt.tar.xz -C .device
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache NTTGEN_ANCHORS_CANDIDATES=0
A="alternate_order = true"
t0=$(date +%s)
rows() { grep "^RESULT" $1 | awk -F, '{printf "%s %s %s %s %s %s\n", $3, $4, $6, $9, $10, substr($13,1,2)}'; }
for r in 1 2; do
  NTTGEN_ANCHORS_LOGN=17 NTTGEN_ANCHORS_TRY="alt=$A;alt-s89=$A|stage_split = [8, 9];alt-c8=$A|cluster = 8;alt-s89-c8=$A|stage_split = [8, 9]|cluster = 8;alt-lmb10=$A|last_min_blocks = 10" \
    timeout 200 .device/nttgen-anchors fwd-P inv-P > $OUT/p17-$r.txt 2>&1; echo "p17 run $r rc=$? $(( $(date +%s) - t0 )) s"; rows $OUT/p17-$r.txt
  NTTGEN_ANCHORS_LOGN=16 NTTGEN_ANCHORS_TRY="alt-nosl=$A|stream_lag = 0" \
    timeout 150 .device/nttgen-anchors fwd-F u32-P > $OUT/f16-$r.txt 2>&1; echo "f16 run $r rc=$? $(( $(date +%s) - t0 )) s"; rows $OUT/f16-$r.txt
done | tee $OUT/rows.txt

#!/usr/bin/env bash
# u32 P at 2^16 on the H100: two kernels (unstreamed) with alternate_order
# under the H200 entry's knobs (Montgomery, cluster = 8, 6 blocks per SM)
# and neighbours, against the streamed entry. nttgen-anchors rows (each
# checked against the CPU reference first), two runs.
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
tar xJf .device/final2.tar.xz -C .device
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache NTTGEN_ANCHORS_CANDIDATES=0 NTTGEN_ANCHORS_LOGN=16
A="stream_lag = 0|alternate_order = true"
t0=$(date +%s)
rows() { grep "^RESULT" $1 | awk -F, '{printf "%s %s %s %s %s %s\n", $3, $4, $6, $9, $10, substr($13,1,2)}'; }
for r in 1 2; do
  NTTGEN_ANCHORS_TRY="h200k=$A|reduction = \"montgomery\"|cluster = 8|min_blocks = 6|inverse_min_blocks = 6;alt-c8=$A|cluster = 8;alt-mb6=$A|min_blocks = 6;alt-packed=$A|layout = \"packed\";alt-mont=$A|reduction = \"montgomery\"" \
    timeout 220 .device/nttgen-anchors u32-P > $OUT/u32-$r.txt 2>&1; echo "u32 run $r rc=$? $(( $(date +%s) - t0 )) s"; rows $OUT/u32-$r.txt
done | tee $OUT/rows.txt

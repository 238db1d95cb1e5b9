#!/usr/bin/env bash
# u32 P at 2^16 on the H100: the streamed entry's neighbours not measured
# streamed before (5 / 6 blocks per SM, 8 and 32 sets per block, radix 8,
# no lookahead, lag 40). nttgen-anchors rows (each checked against the CPU
# reference first), two runs.
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
tar xJf .device/final2.tar.xz -C .device
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache NTTGEN_ANCHORS_CANDIDATES=0 NTTGEN_ANCHORS_LOGN=16
t0=$(date +%s)
rows() { grep "^RESULT" $1 | awk -F, '{printf "%s %s %s %s %s %s\n", $3, $4, $6, $9, $10, substr($13,1,2)}'; }
for r in 1 2; do
  NTTGEN_ANCHORS_TRY="mb5=min_blocks = 5;mb6=min_blocks = 6;c8=cluster = 8;c32=cluster = 32;r8=radix = 8;notla=twiddle_lookahead = false;sl40=stream_lag = 40" \
    timeout 220 .device/nttgen-anchors u32-P > $OUT/u32-$r.txt 2>&1; echo "u32 run $r rc=$? $(( $(date +%s) - t0 )) s"; rows $OUT/u32-$r.txt
done | tee $OUT/rows.txt

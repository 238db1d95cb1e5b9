#!/usr/bin/env bash
# u32 P at 2^16 on the H100: the streamed entry with one factored level
# (27zf: 202.1-202.4 us against 206.1-206.3) and its neighbours, and the
# whole transform in one kernel over a cluster (no intermediate through L2,
# whose throughput is the streamed kernel's limit in 27zf); the u64 forward
# at 2^16 in the same process for the ratio. nttgen-anchors rows (each
# checked against the CPU reference first), two runs.
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
tar xJf .device/s20.tar.xz -C .device
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache NTTGEN_ANCHORS_CANDIDATES=0 NTTGEN_ANCHORS_LOGN=16
t0=$(date +%s)
rows() { grep "^RESULT" $1 | awk -F, '{printf "%s %s %s %s %s %s\n", $3, $4, $6, $9, $10, substr($13,1,2)}'; }
ONE="stream_lag = 0|stage_split = [16]|cluster = 1"
for r in 1 2; do
  NTTGEN_ANCHORS_TRY="f1=factored_levels = 1;f1mb5=factored_levels = 1|min_blocks = 5;f1sl24=factored_levels = 1|stream_lag = 24;f1sl40=factored_levels = 1|stream_lag = 40;f1notla=factored_levels = 1|twiddle_lookahead = false;f1c8=factored_levels = 1|cluster = 8;cb4=$ONE|cluster_blocks = 4|min_blocks = 1|inverse_min_blocks = 1;cb4f1=$ONE|cluster_blocks = 4|min_blocks = 1|inverse_min_blocks = 1|factored_levels = 1;cb8=$ONE|cluster_blocks = 8|min_blocks = 2|inverse_min_blocks = 2;cb8f1=$ONE|cluster_blocks = 8|min_blocks = 2|inverse_min_blocks = 2|factored_levels = 1;cb8r8=$ONE|cluster_blocks = 8|radix = 8|min_blocks = 2|inverse_min_blocks = 2;cb16=$ONE|cluster_blocks = 16|min_blocks = 4|inverse_min_blocks = 4" \
    timeout 250 .device/nttgen-anchors u32-P > $OUT/u32-$r.txt 2>&1; echo "u32 run $r rc=$? $(( $(date +%s) - t0 )) s"; rows $OUT/u32-$r.txt
  timeout 100 .device/nttgen-anchors fwd-P > $OUT/fwd-$r.txt 2>&1; echo "fwd run $r rc=$? $(( $(date +%s) - t0 )) s"; rows $OUT/fwd-$r.txt
done | tee $OUT/rows.txt

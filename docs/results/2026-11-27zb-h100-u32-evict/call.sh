#!/usr/bin/env bash
# u32 P at 2^16 on the H100 (2 polynomials x 256 primes, the streamed
# entry): table loads evict-first (evict_tables) at the entry's lag and
# others, and Montgomery's one-word twiddles with it. nttgen-anchors rows
# (each checked against the CPU reference first), two runs.
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
tar xJf .device/final2.tar.xz -C .device
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache NTTGEN_ANCHORS_CANDIDATES=0 NTTGEN_ANCHORS_LOGN=16
E="evict_tables = true"
t0=$(date +%s)
rows() { grep "^RESULT" $1 | awk -F, '{printf "%s %s %s %s %s %s\n", $3, $4, $6, $9, $10, substr($13,1,2)}'; }
for r in 1 2; do
  NTTGEN_ANCHORS_TRY="evt=$E;evt-sl24=$E|stream_lag = 24;evt-sl48=$E|stream_lag = 48;evt-sl64=$E|stream_lag = 64;mont-evt=$E|reduction = \"montgomery\"" \
    timeout 200 .device/nttgen-anchors u32-P > $OUT/u32-$r.txt 2>&1; echo "u32 run $r rc=$? $(( $(date +%s) - t0 )) s"; rows $OUT/u32-$r.txt
done | tee $OUT/rows.txt

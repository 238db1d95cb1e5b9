#!/usr/bin/env bash
# u32 P at 2^16 on the H200: whole-sector stores on the H200's u32 entry
# (two kernels, Montgomery, 8 sets per block, 6 blocks per SM, the
# alternating order); the u64 forward at 2^16 in the same process for the
# ratio. nttgen-anchors rows (each checked against the CPU reference
# first), two runs. Binaries of 27zj (.device/final3.tar.xz).
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
tar xJf .device/final3.tar.xz -C .device
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
grep -q H200 $OUT/gpu.txt || { echo "not an H200: stopping"; exit 3; }
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache NTTGEN_ANCHORS_CANDIDATES=0 NTTGEN_ANCHORS_LOGN=16
t0=$(date +%s)
rows() { grep "^RESULT" $1 | awk -F, '{printf "%s %s %s %s %s %s\n", $3, $4, $6, $9, $10, substr($13,1,2)}'; }
for r in 1 2; do
  NTTGEN_ANCHORS_TRY="sec=sector_stores = true" timeout 100 .device/nttgen-anchors u32-P > $OUT/u32-$r.txt 2>&1; echo "u32 run $r rc=$? $(( $(date +%s) - t0 )) s"; rows $OUT/u32-$r.txt
  timeout 60 .device/nttgen-anchors fwd-P > $OUT/fwd-$r.txt 2>&1; echo "fwd run $r rc=$? $(( $(date +%s) - t0 )) s"; rows $OUT/fwd-$r.txt
done | tee $OUT/rows.txt

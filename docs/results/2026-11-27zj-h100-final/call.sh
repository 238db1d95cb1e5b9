#!/usr/bin/env bash
# Final (h100, after the u32 entry's sector_stores, whole-sector stores
# now also for u32 and narrow blocks, rendered as explicit 16-byte stores):
# the peers and every nttgen workload in one harness call (modes P, F, L,
# inverse, polymul, u32; every timed row checked against the CPU
# reference), then gpu-check (catalog + random specs, which draw
# sector_stores on u32 now). BFV is unchanged (its rings take the u64
# entries at 2^12-2^15, whose emitted stores differ only in rendering:
# SASS counts the same): 2026-11-27q / 27r. Build here:
# cargo build --release -p nttgen-tests --bin nttgen-anchors --bin gpu-check,
# copy both into .device, tar cJf .device/final3.tar.xz -C .device
# nttgen-anchors gpu-check; carry it and .anchors.
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
tar xJf .device/final3.tar.xz -C .device
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
grep -q H100 $OUT/gpu.txt || { echo "not an H100: stopping"; exit 3; }
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache
t0=$(date +%s)
NTTGEN_ANCHORS_CANDIDATES=0 OUT=$OUT/anchors NTTGEN_LIMIT=300 \
  NTTGEN_CMD=".device/nttgen-anchors fwd-P fwd-F inv-P inv-F polymul-P u32-P fwd-L inv-L polymul-L" \
  timeout 400 bash .anchors/run.sh > $OUT/anchors.txt 2>&1
echo "anchors rc=$? $(( $(date +%s) - t0 )) s"
cp $OUT/anchors/results.md $OUT/anchors/results.csv $OUT/ 2>/dev/null
grep -E "fwd u64 P|fwd u64 F|inv u64 [PF]|polymul u64 P|u32 P|L \(one limb\)|floors" $OUT/results.md | cut -c1-200
OUT=$OUT/gpu-check RANDOM_SPECS=${RANDOM_SPECS:-60} timeout 180 bash tests/gpu/run.sh > $OUT/gpu-check.txt 2>&1
echo "gpu-check rc=$? $(( $(date +%s) - t0 )) s"; tail -n 3 $OUT/gpu-check.txt

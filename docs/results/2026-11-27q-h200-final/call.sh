#!/usr/bin/env bash
# Final (H200, after the sector_stores entries): the peers and every nttgen
# workload in one harness call (modes P, F, L, inverse, polymul, u32), then
# BFV HMUL beside Phantom (tests/anchors-bfv: every product decrypts to
# a b), whose rings take the new 2^13-2^15 entries. Build here: tests/gpu/build.sh and
# tests/gpu/apps-build.sh, then
#   tar cJf .device/final.tar.xz -C .device nttgen-anchors apps/bfv_mul
# and carry .device/final.tar.xz, this script and .anchors.
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
tar xJf .device/final.tar.xz -C .device
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
grep -q H200 $OUT/gpu.txt || { echo "not an H200: stopping"; exit 3; }
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache
t0=$(date +%s)
NTTGEN_ANCHORS_CANDIDATES=0 OUT=$OUT/anchors NTTGEN_LIMIT=300 \
  NTTGEN_CMD=".device/nttgen-anchors fwd-P fwd-F inv-P inv-F polymul-P u32-P fwd-L inv-L polymul-L" \
  timeout 400 bash .anchors/run.sh > $OUT/anchors.txt 2>&1
echo "anchors rc=$? $(( $(date +%s) - t0 )) s"
cp $OUT/anchors/results.md $OUT/anchors/results.csv $OUT/ 2>/dev/null
grep -E "fwd u64 P|fwd u64 F|inv u64 [PF]|polymul u64 P|u32 P|L \(one limb\)|floors" $OUT/results.md | cut -c1-200
OUT=$OUT/bfv LOG_NS="12 13 14 15" BATCH=16 timeout 180 bash tests/anchors-bfv/run.sh > /dev/null 2>&1
echo "anchors-bfv rc=$? $(( $(date +%s) - t0 )) s"; grep -A8 "^| N |" $OUT/bfv/bfv-vs-phantom.md | head -8

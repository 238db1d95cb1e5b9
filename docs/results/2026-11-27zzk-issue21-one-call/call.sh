#!/usr/bin/env bash
# Issue 21's targets in one call per GPU (GPU_NAME=H100 or H200): the
# anchors harness with Phantom and GPU-NTT, nttgen's one-limb rows (mode L:
# forward at 2^12..2^17, inverse and product at 2^16; the binaries of the
# finals 27zzi / 27zzj, .device/final7.tar.xz), then BFV HMUL beside
# Phantom built in the same call (tests/anchors-bfv: N = 2^12..2^15,
# t = 65537, batch 16, every product decrypts to a b; the bfv_mul example
# of this tree, .device/bfv7.tar.xz). Carry both and .anchors.
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
tar xJf .device/final7.tar.xz -C .device; tar xJf .device/bfv7.tar.xz -C .device
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
grep -q "${GPU_NAME:-H200}" $OUT/gpu.txt || { echo "not an ${GPU_NAME:-H200}: stopping"; exit 3; }
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache
t0=$(date +%s)
NTTGEN_ANCHORS_CANDIDATES=0 OUT=$OUT/anchors NTTGEN_LIMIT=200 \
  NTTGEN_CMD=".device/nttgen-anchors fwd-L inv-L polymul-L" \
  timeout 250 bash .anchors/run.sh > $OUT/anchors.txt 2>&1
echo "anchors rc=$? $(( $(date +%s) - t0 )) s"
cp $OUT/anchors/results.md $OUT/anchors/results.csv $OUT/ 2>/dev/null
grep -E ",L," $OUT/results.csv | grep -E "^(phantom|nttgen)" | grep -v builtin | cut -d, -f1-12
t0=$(date +%s)
OUT=$OUT/bfv LOG_NS="12 13 14 15" BATCH=16 timeout 300 bash tests/anchors-bfv/run.sh > /dev/null 2>&1
echo "anchors-bfv rc=$? $(( $(date +%s) - t0 )) s"; grep -A8 "^| N |" $OUT/bfv/bfv-vs-phantom.md | head -8

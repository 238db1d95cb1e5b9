#!/usr/bin/env bash
# One limb's forward (mode L) on the H100 after the overlapped one-launch
# kernels, the engine's routing fix and the new 2^14 entries: the
# defaults, and twiddle-storage candidates at radix 4 (the one-launch
# kernels load every level's twiddles in their first phase: table with
# 0, 2 or 4 factored levels, the shared cache, on-the-fly powers, split
# tables), two runs. Build here: nttgen-anchors into .device/tw.tar.xz.
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
tar xJf .device/tw.tar.xz -C .device
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache NTTGEN_ANCHORS_CANDIDATES=0
export NTTGEN_ANCHORS_TRY='f0=radix = 4|factored_levels = 0;f2=radix = 4|factored_levels = 2;f4=radix = 4|factored_levels = 4;sh=radix = 4|twiddles = "shared";otf=radix = 4|twiddles = "on-the-fly";spl=radix = 4|twiddles = "split"'
for rep in 1 2; do
  t0=$(date +%s)
  timeout 250 .device/nttgen-anchors fwd-L > $OUT/tw-$rep.txt 2>&1
  echo "tw-$rep rc=$? $(( $(date +%s) - t0 )) s"
  grep "^RESULT" $OUT/tw-$rep.txt | awk -F, '{print $3,$6,$9,$10,$11,$12,$14}'
done

#!/usr/bin/env bash
# The grid barrier's polling with a back-off (templates/grid.cu: after each
# poll that finds the barrier open not yet, __nanosleep(32) or (128)),
# against the barrier as it is (83b99b3's kernels, probe-old), in one
# call: latency-probe (`gpu`: 10 calls behind a spin; `steady`: 200 back
# to back) of each, old, s32, s128, s128, s32, old. 27zzn suggested that
# the pollers crowd the counter's line while the last blocks arrive.
# .device/ab5.tar.xz: probe-old, probe-s32, probe-s128; carry it.
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
rm -rf .device/ab5; mkdir -p .device/ab5; tar xJf .device/ab5.tar.xz -C .device/ab5
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
i=0
for b in old s32 s128 s128 s32 old; do
  i=$((i+1))
  NTTGEN_CACHE_DIR=/tmp/cache-$b timeout 100 .device/ab5/probe-$b > $OUT/probe-$b-$i.txt 2>&1; echo "probe $b rc=$?"
done
for f in $OUT/probe-*.txt; do echo "$(basename $f): $(grep -E 'latency/[a-z_]+,(gpu|steady)' $f | cut -d, -f2,3,5,6 | tr '\n' ' ')"; done

#!/usr/bin/env bash
# Second call on the same machine (call.sh's): the kernels by themselves,
# old (2475f68) against new (smem_z), one after the other and again in
# reverse order: latency-probe's `gpu` (10 calls queued behind a spin, the
# host's queueing hidden), and nttgen-anchors' mode P at 2^16 / 2^17 and
# mode F forward / inverse (the throughput kernels), nttgen's rows only.
# .device/ab2.tar.xz: call.sh's three binaries and latency-probe of
# 2475f68 as probe-old.
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
rm -rf .device/ab; mkdir -p .device/ab; tar xJf .device/ab2.tar.xz -C .device/ab
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
i=0
for b in old new new old; do
  i=$((i+1)); p=probe; [ $b = old ] && p=probe-old
  NTTGEN_CACHE_DIR=/tmp/cache-$b timeout 100 .device/ab/$p > $OUT/probe-$b-$i.txt 2>&1; echo "probe $b rc=$?"
  NTTGEN_CACHE_DIR=/tmp/cache-$b NTTGEN_ANCHORS_CANDIDATES=0 NTTGEN_ANCHORS_LOGN=16,17 \
    timeout 90 .device/ab/anchors-$b fwd-P fwd-F inv-F >> $OUT/$b.txt 2>&1; echo "anchors $b rc=$?"
done
for f in $OUT/probe-*.txt; do echo "$(basename $f): $(grep -E 'latency/forward_coop,gpu|latency/inverse_coop,gpu|latency/polymul_coop,gpu|latency/forward,gpu' $f | cut -d, -f3,6 | tr '\n' ' ')"; done
for b in old new; do grep "^RESULT" $OUT/$b.txt | grep -v builtin | cut -d, -f3-12 | sed "s/^/$b,/"; done

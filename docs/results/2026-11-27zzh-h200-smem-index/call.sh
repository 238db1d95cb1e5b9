#!/usr/bin/env bash
# wide_shared_index on the H200, A/B in one call: nttgen-anchors and
# latency-probe of 2475f68 (old: no kernel indexes shared memory from
# smem_z) and of this tree (new: the knob on the H200's and H100's 2^12 and
# 2^17 one-limb entries and their 2^17 mode P entries), one after the other
# and again in reverse order: latency-probe's `gpu` (10 calls queued behind
# a spin: the host's queueing hidden) and `steady`, and nttgen's mode P at
# 2^17 and mode L rows (nttgen only; every row checked against the CPU
# reference before it is timed). .device/abh.tar.xz: anchors-old,
# probe-old (2475f68), anchors-new, probe (this tree); carry it.
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
rm -rf .device/ab; mkdir -p .device/ab; tar xJf .device/abh.tar.xz -C .device/ab
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
i=0
for b in old new new old; do
  i=$((i+1)); p=probe; [ $b = old ] && p=probe-old
  NTTGEN_CACHE_DIR=/tmp/cache-$b timeout 100 .device/ab/$p > $OUT/probe-$b-$i.txt 2>&1; echo "probe $b rc=$?"
  NTTGEN_CACHE_DIR=/tmp/cache-$b NTTGEN_ANCHORS_CANDIDATES=0 NTTGEN_ANCHORS_LOGN=17 \
    timeout 90 .device/ab/anchors-$b fwd-P fwd-L >> $OUT/$b.txt 2>&1; echo "anchors $b rc=$?"
done
for f in $OUT/probe-*.txt; do echo "$(basename $f): $(grep -E 'latency/(forward|forward_coop|inverse_coop|polymul_coop),gpu' $f | cut -d, -f3,6 | tr '\n' ' ')"; done
for b in old new; do grep "^RESULT" $OUT/$b.txt | grep -v builtin | cut -d, -f3-12 | sed "s/^/$b,/"; done

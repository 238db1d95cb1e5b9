#!/usr/bin/env bash
# The H200's 2^16 one-limb entry on the H100's knobs (cluster 8, radix 4,
# no factored levels, 4 blocks per SM, the lookahead; alt) against the
# entry (radix 4, no factored levels, no deferred corrections, the
# inverse at 6 blocks per SM; cur = the finals' binaries), cur, alt, alt,
# cur in one call: latency-probe (`gpu`: 10 calls behind a spin; `steady`:
# 200 back to back) and nttgen-anchors' one-limb rows at 2^16 (nttgen
# only, each checked against the CPU reference). .device/ab3.tar.xz:
# anchors-cur / probe-cur (b2d5448's tree), anchors-alt / probe-alt (the
# same with the entry changed); carry it.
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
rm -rf .device/ab3; mkdir -p .device/ab3; tar xJf .device/ab3.tar.xz -C .device/ab3
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
grep -q "${GPU_NAME:-H200}" $OUT/gpu.txt || { echo "not an ${GPU_NAME:-H200}: stopping"; exit 3; }
i=0
for b in cur alt alt cur; do
  i=$((i+1))
  NTTGEN_CACHE_DIR=/tmp/cache-$b timeout 100 .device/ab3/probe-$b > $OUT/probe-$b-$i.txt 2>&1; echo "probe $b rc=$?"
  NTTGEN_CACHE_DIR=/tmp/cache-$b NTTGEN_ANCHORS_CANDIDATES=0 \
    timeout 90 .device/ab3/anchors-$b inv-L polymul-L fwd-L >> $OUT/$b.txt 2>&1; echo "anchors $b rc=$?"
done
for f in $OUT/probe-*.txt; do echo "$(basename $f): $(grep -E ',16,latency/(forward_coop|inverse_coop|polymul_coop),(gpu|steady)' $f | cut -d, -f2,5,6 | tr '\n' ' ')"; done
for b in cur alt; do grep "^RESULT" $OUT/$b.txt | grep -v builtin | grep ",16," | cut -d, -f3-12 | sed "s/^/$b,/"; done

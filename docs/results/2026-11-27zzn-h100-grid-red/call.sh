#!/usr/bin/env bash
# The grid barrier's arrival as a reduction that returns nothing (red) on
# the runtime's zeroed per-stream counters, thread 0's copy of the top bit
# read at the kernel's start (templates/grid.cu), A/B in one call: the
# binaries of 5fcc864 (old: atom, the last block waits for its add to
# come back before it polls) against this tree's (new), old, new, new, old:
# latency-probe (`gpu`: 10 calls behind a spin; `steady`: 200 back to
# back) and nttgen-anchors' one-limb rows (nttgen only, each checked
# against the CPU reference); then the new binaries' engine suite (its
# grid-barrier test launches with and without the cooperative attribute)
# and gpu-check (catalog + 40 random specs). .device/final9.tar.xz: this
# tree's nttgen-anchors, gpu-check, probe, gpu_engine and 5fcc864's
# anchors-old / probe-old; carry it.
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
tar xJf .device/final9.tar.xz -C .device
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
grep -q "${GPU_NAME:-H100}" $OUT/gpu.txt || { echo "not an ${GPU_NAME:-H100}: stopping"; exit 3; }
i=0
for b in old new new old; do
  i=$((i+1)); p=probe; a=nttgen-anchors; [ $b = old ] && { p=probe-old; a=anchors-old; }
  NTTGEN_CACHE_DIR=/tmp/cache-$b timeout 100 .device/$p > $OUT/probe-$b-$i.txt 2>&1; echo "probe $b rc=$?"
  NTTGEN_CACHE_DIR=/tmp/cache-$b NTTGEN_ANCHORS_CANDIDATES=0 \
    timeout 90 .device/$a fwd-L inv-L polymul-L >> $OUT/$b.txt 2>&1; echo "anchors $b rc=$?"
done
for f in $OUT/probe-*.txt; do echo "$(basename $f): $(grep -E 'latency/[a-z_]+,(gpu|steady)' $f | cut -d, -f2,3,5,6 | tr '\n' ' ')"; done
for b in old new; do grep "^RESULT" $OUT/$b.txt | grep -v builtin | cut -d, -f3-12 | sed "s/^/$b,/"; done
timeout 60 .device/gpu_engine --ignored --test-threads 1 > $OUT/gpu_engine.txt 2>&1; echo "gpu_engine rc=$?"; grep "test result" $OUT/gpu_engine.txt
t0=$(date +%s)
NTTGEN_CACHE_DIR=/tmp/cache-new OUT=$OUT/gpu-check RANDOM_SPECS=${RANDOM_SPECS:-40} timeout 250 bash tests/gpu/run.sh > $OUT/gpu-check.txt 2>&1
echo "gpu-check rc=$? $(( $(date +%s) - t0 )) s"; tail -n 3 $OUT/gpu-check.txt

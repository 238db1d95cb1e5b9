#!/usr/bin/env bash
# The shared-memory index from an opaque 64-bit zero (27zzf's
# smem-index.patch, applied: smem[smem_z + rest + off]), A/B in one call:
# nttgen-anchors of 2475f68 (old: smem[rest + off]) and of this tree (new),
# one after the other and again in reverse order, nttgen's rows only
# (NTTGEN_ANCHORS_CANDIDATES=0: default and builtin), one limb (mode L) and
# mode F, every row checked against the CPU reference before it is timed;
# the runtime builds its kernels with NVRTC. Then latency-probe of this
# tree (b2b / gpu / host / graph, and `steady`: 200 calls back to back).
# Build here: cargo build --release -p nttgen-tests --bin nttgen-anchors
# --bin latency-probe in this tree and nttgen-anchors in a worktree of
# 2475f68, stripped as anchors-new / probe / anchors-old into
# .device/ab.tar.xz; carry it.
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
rm -rf .device/ab; mkdir -p .device/ab; tar xJf .device/ab.tar.xz -C .device/ab
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
for b in old new new old; do
  t0=$(date +%s)
  NTTGEN_CACHE_DIR=/tmp/cache-$b NTTGEN_ANCHORS_CANDIDATES=0 \
    timeout 90 .device/ab/anchors-$b fwd-L inv-L polymul-L fwd-F >> $OUT/$b.txt 2>&1
  echo "$b rc=$? $(( $(date +%s) - t0 )) s"
done
for b in old new; do grep "^RESULT" $OUT/$b.txt | grep -v builtin | cut -d, -f3-12 | sed "s/^/$b,/"; done
NTTGEN_CACHE_DIR=/tmp/cache-new timeout 120 .device/ab/probe > $OUT/probe.txt 2>&1; echo "probe rc=$?"
grep -E "empty|,17,|forward,16" $OUT/probe.txt

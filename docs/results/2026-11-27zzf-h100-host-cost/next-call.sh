#!/usr/bin/env bash
# Not run (no device time left): the shared-memory index from an opaque
# 64-bit zero (smem-index.patch, applied), same call:
# nttgen-anchors of 0cd555d (old: smem[rest + off]) and of this tree (new:
# smem[smem_z + rest + off]), one after the other, nttgen's rows only
# (NTTGEN_ANCHORS_CANDIDATES=0: default and builtin; mode P at 2^16 and
# 2^17, F, one limb), every row checked against the CPU reference before
# it is timed; the runtime builds its kernels with NVRTC. Build here:
# cargo build --release -p nttgen-tests --bin nttgen-anchors, stripped as
# anchors-new beside final6's as anchors-old in .device/ab.tar.xz; carry it.
set -u
tar xJf .device/ab.tar.xz -C .device
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
for b in old new; do
  t0=$(date +%s)
  NTTGEN_CACHE_DIR=/tmp/cache-$b NTTGEN_ANCHORS_CANDIDATES=0 NTTGEN_ANCHORS_LOGN=16,17 \
    timeout 70 .device/anchors-$b fwd-P fwd-F fwd-L > $OUT/$b.txt 2>&1
  echo "$b rc=$? $(( $(date +%s) - t0 )) s"
done
for b in old new; do grep "^RESULT" $OUT/$b.txt | cut -d, -f3-11 | sed "s/^/$b,/"; done

#!/usr/bin/env bash
# H200: one limb at 2^14 over a 16-block cluster at radix 4 (the H100's
# latency entry) against the spec's own plan, twice; the engine suite.
tar xJf .device/bins.tar.xz -C .device
nvidia-smi --query-gpu=name --format=csv,noheader | tee $OUT/gpu.txt
grep -q H200 $OUT/gpu.txt || { echo "not an H200: stopping"; exit 3; }
.device/gpu_engine --ignored --test-threads 1 > $OUT/gpu_engine.txt 2>&1; echo "gpu_engine rc=$?" >> $OUT/gpu_engine.txt
tail -3 $OUT/gpu_engine.txt
for i in 1 2; do
  NTTGEN_ANCHORS_CANDIDATES=0 NTTGEN_ANCHORS_TRY='cb16r4=cluster_blocks = 16|radix = 4;cb16r8=cluster_blocks = 16|radix = 8;c1=cluster = 1' \
    .device/nttgen-anchors fwd-L inv-L polymul-L 2>&1 | grep RESULT
done | tee $OUT/rows.txt | cut -d, -f3-12

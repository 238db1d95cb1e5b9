#!/usr/bin/env bash
# One limb: the tuner's 2^14 winner (radix 4, one set per block, two
# kernels in one launch) against the latency entries (nttgen rows, twice).
tar xJf .device/bins.tar.xz -C .device
nvidia-smi --query-gpu=name --format=csv,noheader | tee $OUT/gpu.txt
for i in 1 2; do
  NTTGEN_ANCHORS_CANDIDATES=0 NTTGEN_ANCHORS_TRY='r4c1=radix = 4|cluster = 1;r4c2=radix = 4|cluster = 2;cb16r4=cluster_blocks = 16|radix = 4;r2c1=radix = 2|cluster = 1' \
    .device/nttgen-anchors fwd-L inv-L polymul-L 2>&1 | grep RESULT
done | tee $OUT/rows.txt | cut -d, -f3-12 | grep -E ",(12|14),|polymul|inv"

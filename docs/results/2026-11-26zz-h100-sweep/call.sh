#!/usr/bin/env bash
# H100 sweep: u32 P with factored levels / split tables on its entry; one
# limb over 16-block clusters at radix 4 with the lookahead / without the
# deferred corrections (nttgen rows only, two runs each).
tar xJf .device/bins.tar.xz -C .device
nvidia-smi --query-gpu=name --format=csv,noheader | tee $OUT/gpu.txt
for i in 1 2; do
  NTTGEN_ANCHORS_CANDIDATES=0 NTTGEN_ANCHORS_TRY='f1=factored_levels = 1;f2=factored_levels = 2;f3=factored_levels = 3;split=twiddles = "split";mb5=min_blocks = 5' \
    .device/nttgen-anchors u32-P 2>&1 | grep RESULT
  NTTGEN_ANCHORS_CANDIDATES=0 NTTGEN_ANCHORS_TRY='cb16r4=cluster_blocks = 16|radix = 4;cb16r4tla=cluster_blocks = 16|radix = 4|twiddle_lookahead = true;cb16r4nodc=cluster_blocks = 16|radix = 4|deferred_corrections = false;cb16r2=cluster_blocks = 16|radix = 2;cb8r4=cluster_blocks = 8|radix = 4' \
    .device/nttgen-anchors fwd-L 2>&1 | grep RESULT
done | tee $OUT/rows.txt | cut -d, -f3-12

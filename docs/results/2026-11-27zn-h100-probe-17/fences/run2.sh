#!/bin/bash
# The grid barrier's fences (H100, 2^17 one-launch forward, stamps):
# V0 as generated (release add, acquire polls); V1 every thread fences
# its own writes, then a relaxed add and relaxed polls, a fence after;
# V3 release add, relaxed polls, one acquire fence after.
cd .device/probe2
nvidia-smi --query-gpu=name --format=csv,noheader | tee $OUT/gpu.txt
for v in V0 V1 V3; do nvcc -arch=sm_90a -cubin -O3 -D$v -o a17$v.cubin a17.cu 2>/dev/null & done
nvcc -O2 -o probe probe.cu -lcuda &
wait
for rep in 1 2; do for v in V0 V1 V3; do
echo "variant $v" | tee -a $OUT/probe2.txt
./probe a17$v.cubin ntt_u64_n17_r4_s9x8_c4_shoup_fwd_coop_probe 128 2 128 8704 11 262144 f | tee -a $OUT/probe2.txt | grep -E "b2b|stamp,(5|6|10),"
done; done

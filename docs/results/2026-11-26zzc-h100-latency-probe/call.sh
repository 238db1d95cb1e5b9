#!/bin/bash
# Where one limb's one-launch forward and product spend their time (H100):
# per-block stamps at every phase, before each grid barrier, at the end;
# the grid barrier as it is, polling with a sleep, and arriving by a
# reduction with the epoch read at the start.
cd .device/probe
nvidia-smi --query-gpu=name --format=csv,noheader | tee $OUT/gpu.txt
nvcc -O2 -o probe probe.cu -lcuda 2>&1 | tail -3
K=ntt_u64_n16_r4_s8x8_c8_shoup_mb4_f0_tla
for rep in 1 2; do
for v in "" _s32 _s100 _red _reds32; do
./probe p.cubin ${K}_fwd_coop_probe$v 128 2 64 4352 10 131072 f | tee -a $OUT/probe.txt | grep -E "b2b|stamp,(4|5|9),"
./probe p.cubin ${K}_product_coop_probe$v 128 2 64 8704 22 131072 p | tee -a $OUT/probe.txt | grep -E "b2b|stamp,21,"
done; done

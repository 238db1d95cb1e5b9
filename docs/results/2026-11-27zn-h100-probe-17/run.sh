#!/bin/bash
# Where one limb's one-launch forward spends its time at 2^16 and 2^17
# (H100): per-block stamps at every phase start, before the grid barrier
# and at the end (instrument.py), launched cooperatively, 30 launches.
cd .device/probe2
nvidia-smi --query-gpu=name --format=csv,noheader | tee $OUT/gpu.txt
nvcc -arch=sm_90a -cubin -O3 -o a17.cubin a17.cu 2>/dev/null &
nvcc -arch=sm_90a -cubin -O3 -o a16.cubin a16.cu 2>/dev/null &
nvcc -O2 -o probe probe.cu -lcuda &
wait
for rep in 1 2; do
./probe a17.cubin ntt_u64_n17_r4_s9x8_c4_shoup_fwd_coop_probe 128 2 128 8704 11 262144 f | tee -a $OUT/probe.txt
./probe a16.cubin ntt_u64_n16_r4_s8x8_c8_shoup_mb4_f0_tla_fwd_coop_probe 128 2 64 4352 10 131072 f | tee -a $OUT/probe.txt
done

#!/bin/bash
# Mode F on the H100: the two forward kernels over chunks of towers (one
# batch item at a time), plain and with programmatic dependent launch,
# against the two whole-batch kernels and the persistent form (lag 16).
cd .device/fused
nvidia-smi --query-gpu=name --format=csv,noheader | tee $OUT/gpu.txt
nvcc -O2 -o fhost fhost.cu -lcuda 2>&1 | tail -3
F=ntt_u64_n16_r8_s8x8_c8_shoup_mb4_f0_tla_q32
for rep in 1 2; do
FUSED_CHUNKS=4,8,16,32 ./fhost f.cubin ${F}_fwd0 ${F}_fwd1 8 32 32 8 32 32 8 17408 131072 528 16 | sed "s/^/F,/" | tee -a $OUT/chunks.txt
done

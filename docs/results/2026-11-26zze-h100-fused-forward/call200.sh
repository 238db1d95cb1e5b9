#!/bin/bash
# The same on the H200 with its mode F entry's kernels (128 threads a block).
cd .device/fused
nvidia-smi --query-gpu=name --format=csv,noheader | tee $OUT/gpu.txt
grep -q H200 $OUT/gpu.txt || { echo "not an H200: stopping"; exit 3; }
nvcc -O2 -o fhost fhost.cu -lcuda 2>&1 | tail -3
H=ntt_u64_n16_r8_s8x8_c4_shoup_imb6_f0_nodc_q32
for rep in 1 2; do
./fhost h.cubin ${H}_fwd0 ${H}_fwd1 8 32 64 4 32 32 4 8704 131072 792 8 16 24 32 64 | sed "s/^/F80,/" | tee -a $OUT/fused.txt
./fhost h8.cubin ${H}_fwd0 ${H}_fwd1 8 32 64 4 32 32 4 8704 131072 1056 8 16 24 32 64 | sed "s/^/F64,/" | tee -a $OUT/fused.txt
done

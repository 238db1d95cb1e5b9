#!/bin/bash
# The two-kernel forward against one persistent kernel whose fwd1 blocks
# follow their polynomial's fwd0 blocks `lag` polynomials behind (L2 may
# still hold the intermediate words). H100: mode F, mode P 2^16, u32 P.
cd .device/fused
nvidia-smi --query-gpu=name --format=csv,noheader | tee $OUT/gpu.txt
nvcc -O2 -o fhost fhost.cu -lcuda 2>&1 | tail -3
F=ntt_u64_n16_r8_s8x8_c8_shoup_mb4_f0_tla_q32
P=ntt_u64_n16_r8_s8x8_c8_shoup_mb4_tla_q256
U=ntt_u32_n16_r16_s8x8_c16_montgomery_mb4_imb6_tla_packed_q256
for rep in 1 2; do
./fhost f.cubin ${F}_fwd0 ${F}_fwd1 8 32 32 8 32 32 8 17408 131072 528 12 16 20 24 | sed "s/^/F,/" | tee -a $OUT/fused.txt
./fhost p.cubin ${P}_fwd0 ${P}_fwd1 1 256 32 8 32 32 8 17408 131072 528 12 16 20 | sed "s/^/P,/" | tee -a $OUT/fused.txt
FUSED_SCRATCH=1 ./fhost u.cubin ${U}_fwd0 ${U}_fwd1 2 256 16 16 16 16 16 16896 65536 528 8 16 24 32 64 | sed "s/^/U,/" | tee -a $OUT/fused.txt
done

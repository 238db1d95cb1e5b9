#!/bin/bash
# Twin experiment: a generated kernel against its twin (two polynomials of
# one tower per thread, one twiddle load for both).
cd .device/twin
nvidia-smi --query-gpu=name --format=csv,noheader | tee $OUT/gpu.txt
nvcc -O2 -o host host.cu -lcuda 2>&1 | tail -5
F=ntt_u64_n16_r8_s8x8_c8_shoup_mb4_f0_tla_q32
U=ntt_u32_n16_r16_s8x8_c16_montgomery_mb4_imb6_tla_packed_q256
for rep in 1 2; do
# F: 8 polynomials x 32 towers at 2^16; fwd1 and inv1: grid 32 x batch x towers, block 32 x 8, 17408 B
./host f.cubin 65536 32 8 32 32 8 17408 131072 8 xtm ${F}_fwd1 ${F}_fwd1_twin_b1 ${F}_fwd1_twin_b3 ${F}_fwd1_twin_b2 | tee -a $OUT/twin.txt
./host f.cubin 65536 32 8 32 32 8 17408 131072 8 xtm ${F}_inv1 ${F}_inv1_twin_b1 ${F}_inv1_twin_b3 ${F}_inv1_twin_b2 | tee -a $OUT/twin.txt
# u32 P: 2 polynomials x 256 towers at 2^16; fwd1 grid 16 x batch x towers, block 16 x 16, 16896 B
./host u.cubin 65536 256 2 16 16 16 16896 65536 4 xstm ${U}_fwd1 ${U}_fwd1_twin_b1 ${U}_fwd1_twin_b3 ${U}_fwd1_twin_b2 | tee -a $OUT/twin.txt
done

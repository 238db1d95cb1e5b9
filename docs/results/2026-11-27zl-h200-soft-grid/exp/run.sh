#!/bin/bash
# Latency experiment: the one-launch forwards at 2^16 / 2^17 launched
# cooperatively (as the runtime does) against the same kernels with a
# software grid barrier on a global counter, launched plainly and with PDL;
# the two-launch forward with PDL; empty kernels; and load proxies for a
# barrier-free form (each 16-block cluster reading 8 rows against 1).
cd .device/lat
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
A=sm_90a
for v in k16 k17; do
  nvcc -arch=$A -cubin -O3 -o $v.coop.cubin $v.cu &
  nvcc -arch=$A -cubin -O3 -DSOFT_GRID -o $v.soft.cubin $v.cu &
  nvcc -arch=$A -cubin -O3 -DSOFT_GRID -DPDL -o $v.pdl.cubin $v.cu &
done
nvcc -arch=$A -cubin -O3 -o proxy.cubin proxy.cu &
nvcc -arch=$A -cubin -O3 -DPDL -o proxy.pdl.cubin proxy.cu &
nvcc -O2 -o exp exp.cu -lcuda &
wait
ls -la *.cubin exp | tee -a $OUT/build.txt
K16=ntt_u64_n16_r4_s8x8_c8_shoup_mb4_f0_tla; K17=ntt_u64_n17_r4_s9x8_c4_shoup
for rep in 1 2; do
./exp empty_plain proxy.cubin empty 128 128 1 0 0 1 262144 4096
./exp empty_pdl proxy.pdl.cubin empty 128 128 1 0 2 1 262144 4096
./exp f16_coop k16.coop.cubin ${K16}_fwd_coop 128 2 64 4352 1 1 131072 131072
./exp f16_soft_plain k16.soft.cubin ${K16}_fwd_coop 128 2 64 4352 0 1 131072 131072
./exp f16_soft_pdl k16.pdl.cubin ${K16}_fwd_coop 128 2 64 4352 2 1 131072 131072
./exp f16_two_pdl k16.coop.cubin ${K16}_fwd0 32 8 64 17408 2 1 131072 131072 ${K16}_fwd1 32 64 8 17408
./exp f17_coop k17.coop.cubin ${K17}_fwd_coop 128 2 128 8704 1 1 262144 262144
./exp f17_soft_plain k17.soft.cubin ${K17}_fwd_coop 128 2 128 8704 0 1 262144 262144
./exp f17_soft_pdl k17.pdl.cubin ${K17}_fwd_coop 128 2 128 8704 2 1 262144 262144
./exp f17_two_pdl k17.coop.cubin ${K17}_fwd0 64 4 128 17408 2 1 262144 262144 ${K17}_fwd1 128 64 4 8704
./exp sum8_16_pdl proxy.pdl.cubin sum8_16 128 128 1 0 2 16 262144 4096
./exp sum1_16_pdl proxy.pdl.cubin sum1_16 128 128 1 0 2 16 262144 4096
./exp sum8_17_pdl proxy.pdl.cubin sum8_17 128 128 1 0 2 16 524288 4096
./exp sum1_17_pdl proxy.pdl.cubin sum1_17 128 128 1 0 2 16 524288 4096
done 2>&1 | tee $OUT/exp.txt

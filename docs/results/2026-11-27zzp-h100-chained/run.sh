#!/bin/bash
# Chained one-launch kernels (experiment): build with nvcc, check, time; then
# Nsight Compute on the two kernels as generated.
cd .device/chain
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
A=sm_90
for v in k16 k16c k17 k17c; do nvcc -arch=$A -cubin -O3 -o $v.cubin $v.cu & done
nvcc -arch=$A -cubin -O3 -o aux.cubin aux.cu &
nvcc -O2 -o exp2 exp2.cu -lcuda &
wait
K16=ntt_u64_n16_r4_s8x8_c8_shoup_mb4_f0_alt_tla_sl16_fwd_coop; K17=ntt_u64_n17_r4_s8x9_c4_shoup_f0_pin_wsi_fwd_coop
{
./exp2 empty aux.cubin empty_pdl aux.cubin empty_chain 128 128 1 0 131072 262144
./exp2 f16 k16.cubin $K16 k16c.cubin $K16 128 2 64 4352 65536 262144
./exp2 f17 k17.cubin $K17 k17c.cubin $K17 128 128 2 8832 131072 262144
} 2>&1 | tee $OUT/exp.txt
for k in 16 17; do
  eval KN=\$K$k
  case $k in 16) D="128 2 64 4352 65536 262144";; 17) D="128 128 2 8832 131072 262144";; esac
  timeout 120 ncu --clock-control none -k $KN --launch-skip 100 --launch-count 1 --section SpeedOfLight --section WarpStateStats --section SchedulerStats --section LaunchStats --section Occupancy --section SourceCounters ./exp2 n$k k$k.cubin $KN k${k}c.cubin $KN $D > $OUT/ncu-$k.txt 2>&1
  echo "ncu $k rc=$?"
done

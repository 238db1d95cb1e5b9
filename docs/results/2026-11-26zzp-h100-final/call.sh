#!/usr/bin/env bash
# Final (H100, after the u32 entry takes shoup): the runtime's engine suite, the streamed catalog spec's C
# functions through nvcc, gpu-check (catalog + random specs), then the
# peers and every nttgen workload in one call.
tar xJf .device/bins.tar.xz -C .device
nvidia-smi --query-gpu=name --format=csv,noheader | tee $OUT/gpu.txt
grep -q H100 $OUT/gpu.txt || { echo "not an H100: stopping"; exit 3; }
.device/gpu_engine --ignored --test-threads 1 > $OUT/gpu_engine.txt 2>&1; echo "gpu_engine rc=$?" >> $OUT/gpu_engine.txt; tail -2 $OUT/gpu_engine.txt
for s in ntt_u64_n14_r8_s8x6_c8_shoup_sl16_q2 ntt_u32_n13_r4_s7x6_c4_montgomery_sl4_q3; do
  nvcc -arch=sm_90 -c generated/$s/$s.host.cu -o /tmp/$s.o > $OUT/nvcc-$s.txt 2>&1; echo "nvcc $s rc=$?" | tee -a $OUT/nvcc-$s.txt
done
OUT=$OUT CHECK_LIMIT=400 RANDOM_SPECS=150 CANDIDATES=0 NTTGEN_LIMIT=300 \
  WORKLOADS='fwd-P fwd-F inv-P inv-F polymul-P u32-P fwd-L inv-L polymul-L' bash tests/gpu/speed-check.sh

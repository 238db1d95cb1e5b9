#!/usr/bin/env bash
# Latency plan for small calls (H100): the runtime's engine suite, a short
# gpu-check, the twin experiment's inverse rerun, then one limb (L) beside
# the peers with the built-in candidates.
tar xJf .device/bins.tar.xz -C .device
nvidia-smi --query-gpu=name --format=csv,noheader | tee $OUT/gpu.txt
( cd .device/twin && nvcc -O2 -o host host.cu -lcuda && F=ntt_u64_n16_r8_s8x8_c8_shoup_mb4_f0_tla_q32 && \
  ./host f.cubin 65536 32 8 32 32 8 17408 131072 8 xtm ${F}_inv1 ${F}_inv1_twin_b1 ${F}_inv1_twin_b3 ${F}_inv1_twin_b2 && \
  ./host f.cubin 65536 32 8 32 32 8 17408 131072 8 xtm ${F}_fwd1 ${F}_fwd1_twin_b1 ${F}_fwd1_twin_b3 ) > $OUT/twin2.txt 2>&1
.device/gpu_engine --ignored --test-threads 1 > $OUT/gpu_engine.txt 2>&1; echo "gpu_engine rc=$?" >> $OUT/gpu_engine.txt
tail -3 $OUT/gpu_engine.txt
OUT=$OUT CHECK_LIMIT=150 RANDOM_SPECS=40 CANDIDATES=1 NTTGEN_LIMIT=300 \
  WORKLOADS='fwd-L inv-L polymul-L' bash tests/gpu/speed-check.sh

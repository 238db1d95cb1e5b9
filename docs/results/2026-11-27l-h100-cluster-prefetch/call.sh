#!/usr/bin/env bash
# The H100's 2^15 mode P entry (one kernel over clusters of 8 blocks, 512
# polynomials x 256 primes) against its persistent forms with and without
# the next polynomial's words bulk-copied into shared memory ahead
# (mkpf.py, pfhost.cu). Carry pf.cu (mkpf.py's output) in this folder.
set -u
D=docs/results/2026-11-27l-h100-cluster-prefetch
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
nvcc -cubin -arch=sm_90a -O3 -o /tmp/pf.cubin $D/pf.cu 2>&1 | grep -v Warning | head -5
nvcc -O2 -o /tmp/pfhost $D/pfhost.cu -lcuda 2>&1 | tail -3
F=ntt_u64_n15_r8_s15_c1_shoup_cb8_mb3_f0_tla_q256_fwd0
for r in 1 2; do timeout 120 /tmp/pfhost /tmp/pf.cubin $F 2 256 0 -1 -4 -8 | tee -a $OUT/pf.txt; done

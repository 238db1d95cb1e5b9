#!/usr/bin/env bash
# The call behind kernels.md: one BFV product's kernels at 2^15 under Nsight
# Compute (each kernel's duration, serialised). Here: `bash
# tests/gpu/apps-build.sh`; on the GPU machine, with .device carried:
#   OUT=<dir> bash docs/results/h200-bfv-kernels/call.sh
# kernels.md takes the median of each kernel over the products of
# bfv_mul's timing loop (the sequences from bfv_extend_prep to ring_addsub).
export NTTGEN_CACHE_DIR=/tmp/nc NTTGEN_BACKEND=gpu
timeout 150 ncu --clock-control none --metrics gpu__time_duration.sum --csv --print-units base --launch-count 500 \
    .device/apps/bfv_mul 15 1 > $OUT/ncu-bfv15.csv 2> $OUT/ncu-bfv15.err; echo "ncu rc=$?"

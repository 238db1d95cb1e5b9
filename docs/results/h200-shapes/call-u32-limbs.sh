#!/usr/bin/env bash
# The call behind u32-limbs.md: nttgen-anchors' Cheddar shapes at 21, 26 and
# 31 limbs with the register budgets and block shapes beside the plain spec.
# Here: `bash tests/gpu/build.sh`; on the GPU machine, with .device carried:
#   OUT=<dir> bash docs/results/h200-shapes/call-u32-limbs.sh
export NTTGEN_CACHE_DIR=/tmp/nc
NTTGEN_ANCHORS_CHEDDAR="u32:21,26,31" NTTGEN_ANCHORS_TRY='mb8wsi=min_blocks = 8|wide_shared_index = true;c4mb20=cluster = 4|min_blocks = 20;c2mb32=cluster = 2|min_blocks = 32;mb12=min_blocks = 12' \
  timeout 200 .device/nttgen-anchors cheddar > $OUT/u32-limbs.txt 2>&1; echo "rc=$?"

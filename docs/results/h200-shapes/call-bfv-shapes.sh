#!/usr/bin/env bash
# The call behind bfv-shapes.md: the transforms of a BFV product at 2^15
# (nttgen-anchors shapes), the plain spec beside the built-in defaults, those
# at 4 blocks per SM and the cluster knobs BFV's rings took before; then
# BFV's product before and after the entries (two builds of bfv_mul, twice
# each). Here: `bash tests/gpu/build.sh` and, for the two builds,
# `cargo build --release -p nttgen-runtime --features apps --example bfv_mul`
# at each version of codegen/tuned.toml (copied to .device/bfv_mul_old and
# _new); on the GPU machine, with .device carried:
#   OUT=<dir> bash docs/results/h200-shapes/call-bfv-shapes.sh
export NTTGEN_CACHE_DIR=/tmp/nc
NTTGEN_ANCHORS_TRY='none=gpu = "none";nonemb4=gpu = "none"|min_blocks = 4;bfv=gpu = "none"|cluster = 1|cluster_blocks = 8|factored_levels = 0|min_blocks = 3|radix = 8|sector_stores = true|stage_split = [15]|twiddle_lookahead = true' \
  timeout 200 .device/nttgen-anchors shapes > $OUT/shapes.txt 2>&1; echo "shapes rc=$?"
for v in old new old new; do NTTGEN_BACKEND=gpu timeout 120 .device/bfv_mul_$v 15 1 >> $OUT/bfv15-$v.txt 2>&1; echo "bfv $v rc=$?"; done

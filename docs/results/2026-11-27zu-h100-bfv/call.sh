#!/usr/bin/env bash
# BFV HMUL (multiply + relinearise, one product at a time) beside Phantom
# built in the same call (tests/anchors-bfv: every product decrypts to
# a b), after the one-launch kernels were launched with a grid counter
# overlapping the launch before. Build here: cargo build --release -p
# nttgen-runtime --features apps --example bfv_mul, stripped into
# .device/apps/, tar cJf .device/bfv.tar.xz -C .device apps/bfv_mul; carry
# it and .anchors.
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
tar xJf .device/bfv.tar.xz -C .device
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache
t0=$(date +%s)
OUT=$OUT/bfv LOG_NS="12 13 14 15" BATCH=16 timeout 300 bash tests/anchors-bfv/run.sh > /dev/null 2>&1
echo "anchors-bfv rc=$? $(( $(date +%s) - t0 )) s"; grep -A8 "^| N |" $OUT/bfv/bfv-vs-phantom.md | head -8

#!/usr/bin/env bash
# Mode L on the H200: the one-launch kernels as committed (every part's
# table loads hoisted into the first phase, `hoist::table_loads` in
# `lower::fuse`) against the same with each part's twiddles loaded in its
# own phases (NTTGEN_NO_FUSED_HOIST=1 in an experimental build of 89d06db,
# one binary for both), interleaved three times. Build here: that
# nttgen-anchors into .device/hoist.tar.xz; carry it.
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
tar xJf .device/hoist.tar.xz -C .device
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache NTTGEN_ANCHORS_CANDIDATES=0
for rep in 1 2 3; do
  for b in hoist nohoist; do
    if [ $b = nohoist ]; then export NTTGEN_NO_FUSED_HOIST=1; else unset NTTGEN_NO_FUSED_HOIST; fi
    timeout 150 .device/anchors-x fwd-L inv-L polymul-L > $OUT/$b-$rep.txt 2>&1
    echo "$b-$rep rc=$?"
    grep "^RESULT" $OUT/$b-$rep.txt | awk -F, '$9=="default" {print $3,$6,$9,$10,$11,$12,$14}'
  done
done

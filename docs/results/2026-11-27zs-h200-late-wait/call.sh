#!/usr/bin/env bash
# Mode L on the H200, where one limb at 2^16 is GPU-bound (5.0 us against
# an empty launch's 4.3): the committed one-launch kernels (anchors-head,
# 0f15848's kernels, the finals' binary) against the same with the wait
# for the grid before placed after the one-launch kernels' first-phase
# table loads (anchors-late; only kernels with grid barriers change),
# interleaved three times. Build here: nttgen-anchors at HEAD and in a
# worktree with the late wait, into .device/late2.tar.xz; carry it.
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
tar xJf .device/late2.tar.xz -C .device
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache NTTGEN_ANCHORS_CANDIDATES=0
for rep in 1 2 3; do
  for b in head late; do
    timeout 150 .device/anchors-$b fwd-L inv-L polymul-L > $OUT/$b-$rep.txt 2>&1
    echo "$b-$rep rc=$?"
    grep "^RESULT" $OUT/$b-$rep.txt | awk -F, '$9=="default" {print $3,$6,$9,$10,$11,$12,$14}'
  done
done

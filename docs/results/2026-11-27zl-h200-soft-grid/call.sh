#!/usr/bin/env bash
# The one-launch kernels (grid barriers) launched plainly with a per-stream
# grid counter and programmatic stream serialization, so that a call may
# begin while the one before it drains, against the cooperative launch
# (anchors-base: HEAD 9c9aeee before the change); mode L rows only, the
# two binaries interleaved twice; 2^14 candidates that take a one-launch
# form (two kernels). Then the engine's GPU suite (the new test runs each
# one-launch program both ways, and 40 overlapped calls back to back).
# Build here: the two nttgen-anchors (HEAD's in a worktree) and the
# gpu_engine test binary; tar them into .device/soft.tar.xz; carry it.
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
tar xJf .device/soft.tar.xz -C .device
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache NTTGEN_ANCHORS_CANDIDATES=0
TRY="r4=radix = 4;c1r4=radix = 4|cluster = 1;c2r4=radix = 4|cluster = 2;c4r4=radix = 4|cluster = 4"
for rep in 1 2; do
  for b in base soft; do
    t0=$(date +%s)
    if [ $b = soft ]; then export NTTGEN_ANCHORS_TRY="$TRY"; else unset NTTGEN_ANCHORS_TRY; fi
    timeout 200 .device/anchors-$b fwd-L inv-L polymul-L > $OUT/$b-$rep.txt 2>&1
    echo "$b-$rep rc=$? $(( $(date +%s) - t0 )) s"
    grep "^RESULT" $OUT/$b-$rep.txt | awk -F, '{print $3,$6,$9,$10,$11,$12,$14}'
  done
done
unset NTTGEN_ANCHORS_TRY
timeout 200 .device/gpu_engine --ignored --test-threads 1 > $OUT/gpu_engine.txt 2>&1; echo "gpu_engine rc=$?"
grep -E "^test |test result" $OUT/gpu_engine.txt

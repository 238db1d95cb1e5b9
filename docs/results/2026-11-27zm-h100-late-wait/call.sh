#!/usr/bin/env bash
# Mode L on the H100: the one-launch kernels launched with a grid counter
# and programmatic stream serialization (anchors-soft, 27zl's change),
# against the same with each overlap kernel's wait for the grid before it
# moved after its first phase's table loads (anchors-late), interleaved
# twice; candidate rows for 2^14 and 2^17 in the late runs. Then
# gpu-check (catalog + 60 random specs: every kernel's new wait placement,
# bit-exact) and the engine's GPU suite. Build here: nttgen-anchors
# (before and after the late wait), gpu-check and the gpu_engine test
# binary into .device/late.tar.xz; carry it.
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
tar xJf .device/late.tar.xz -C .device
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache NTTGEN_ANCHORS_CANDIDATES=0
TRY="r4=radix = 4;c2r4=radix = 4|cluster = 2;r2=radix = 2;r8=radix = 8;s89=radix = 4|stage_split = [8, 9]"
for rep in 1 2; do
  for b in soft late; do
    t0=$(date +%s)
    if [ $b = late ]; then export NTTGEN_ANCHORS_TRY="$TRY"; else unset NTTGEN_ANCHORS_TRY; fi
    timeout 200 .device/anchors-$b fwd-L inv-L polymul-L > $OUT/$b-$rep.txt 2>&1
    echo "$b-$rep rc=$? $(( $(date +%s) - t0 )) s"
    grep "^RESULT" $OUT/$b-$rep.txt | awk -F, '{print $3,$6,$9,$10,$11,$12,$14}'
  done
done
unset NTTGEN_ANCHORS_TRY
timeout 200 .device/gpu_engine --ignored --test-threads 1 > $OUT/gpu_engine.txt 2>&1; echo "gpu_engine rc=$?"
grep -E "test result" $OUT/gpu_engine.txt
OUT=$OUT/gpu-check RANDOM_SPECS=60 timeout 200 bash tests/gpu/run.sh > $OUT/gpu-check.txt 2>&1
echo "gpu-check rc=$?"; tail -n 3 $OUT/gpu-check.txt

#!/usr/bin/env bash
# Mode L on the H200 after its 2^16 one-limb entry took the H100's knobs
# (27zzl): two harness calls back to back, each with Phantom and GPU-NTT,
# nttgen's one-limb rows only (forward at 2^12..2^17, inverse and product
# at 2^16), then the engine's GPU suite (its small-call test runs the
# latency plans against the interpreter). Binaries of this tree in
# .device/final8.tar.xz (as final7); carry it and .anchors.
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
tar xJf .device/final8.tar.xz -C .device
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
grep -q "${GPU_NAME:-H200}" $OUT/gpu.txt || { echo "not an ${GPU_NAME:-H200}: stopping"; exit 3; }
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache
for run in $(seq 1 ${RUNS:-2}); do
  t0=$(date +%s)
  NTTGEN_ANCHORS_CANDIDATES=0 OUT=$OUT/anchors-$run NTTGEN_LIMIT=200 \
    NTTGEN_CMD=".device/nttgen-anchors fwd-L inv-L polymul-L" \
    timeout 250 bash .anchors/run.sh > $OUT/anchors-$run.txt 2>&1
  echo "anchors $run rc=$? $(( $(date +%s) - t0 )) s"
  cp $OUT/anchors-$run/results.md $OUT/results-$run.md; cp $OUT/anchors-$run/results.csv $OUT/results-$run.csv
  grep -E ",L," $OUT/results-$run.csv | grep -E "^(phantom|nttgen)" | cut -d, -f1-12
done
timeout 60 .device/gpu_engine --ignored --test-threads 1 > $OUT/gpu_engine.txt 2>&1; echo "gpu_engine rc=$?"; grep "test result" $OUT/gpu_engine.txt

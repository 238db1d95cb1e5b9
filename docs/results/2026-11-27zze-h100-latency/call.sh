#!/usr/bin/env bash
# Mode L again (h100, GPU_NAME=H100): the final 27zzd at 6.24 us a call at
# 2^17 (the kernel by itself 5.38) and 5.07 at 2^16. Two harness calls
# back to back, each with Phantom and GPU-NTT, nttgen's one-limb rows only
# (forward at 2^12..2^17, inverse and product at 2^16), the same binaries
# as 27zzc / 27zzd (.device/final6.tar.xz); carry it and .anchors.
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
tar xJf .device/final6.tar.xz -C .device
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

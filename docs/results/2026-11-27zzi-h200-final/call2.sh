#!/usr/bin/env bash
# gpu-check again on the same machine (call.sh's 120 s ran out after 54 of
# the 55 catalog specs, all bit-exact, before the random specs): the
# catalog and 40 random specs, with room to finish. Carry
# .device/final7.tar.xz.
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
tar xJf .device/final7.tar.xz -C .device
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
t0=$(date +%s)
OUT=$OUT/gpu-check RANDOM_SPECS=${RANDOM_SPECS:-40} timeout 500 bash tests/gpu/run.sh > $OUT/gpu-check.txt 2>&1
echo "gpu-check rc=$? $(( $(date +%s) - t0 )) s"; tail -n 3 $OUT/gpu-check.txt

#!/usr/bin/env bash
# After call.sh on the same machine: the engine's GPU suite, gpu-check
# (catalog + 40 random specs, every kernel bit for bit against the CPU
# interpreter) and latency-probe (the kernels by themselves; with 2^17
# variants, each checked against the CPU reference first).
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
[ -x .device/gpu-check ] || tar xJf .device/final10.tar.xz -C .device
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache
t0=$(date +%s)
timeout 60 .device/gpu_engine --ignored --test-threads 1 > $OUT/gpu_engine.txt 2>&1; echo "gpu_engine rc=$?"; grep "test result" $OUT/gpu_engine.txt
OUT=$OUT/gpu-check RANDOM_SPECS=${RANDOM_SPECS:-40} timeout 300 bash tests/gpu/run.sh > $OUT/gpu-check.txt 2>&1
echo "gpu-check rc=$? $(( $(date +%s) - t0 )) s"; tail -n 3 $OUT/gpu-check.txt
B="factored_levels = 0|one_launch_sets = 1|radix = 4|stage_split = [7, 10]|twiddle_lookahead = true"
NTTGEN_PROBE_TRY="17:sec=$B|sector_stores = true;17:nodc=$B|deferred_corrections = false;17:pairs=$B|twiddle_pairs = false" \
  timeout 150 .device/probe > $OUT/probe.txt 2>&1; echo "probe rc=$?"
grep -E "latency/.*,(gpu|b2b|steady)|try.*,gpu|FAILED" $OUT/probe.txt | cut -d, -f2-6 | tr '\n' ' '; echo

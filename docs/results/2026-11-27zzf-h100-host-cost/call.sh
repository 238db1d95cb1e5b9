#!/usr/bin/env bash
# Where one limb's call spends its time after pinned_twiddles (h100):
# tests/src/bin/latency-probe (27k's probe) of this session's tree, twice:
# per workload the calls back to back (b2b, mode L's measure), the GPU's
# time per call with the host's queueing hidden behind a spin kernel
# (gpu), the host's time to queue a call (host) and a graph's replay.
# Build here: cargo build --release -p nttgen-tests --bin latency-probe,
# stripped into .device/probe, tarred into .device/probe6.tar.xz; carry it.
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
tar xJf .device/probe6.tar.xz -C .device
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache
for r in 1 2; do timeout 120 .device/probe > $OUT/probe-$r.txt 2>&1; echo "probe $r rc=$?"; done
paste -d, <(cut -d, -f2- $OUT/probe-1.txt) <(cut -d, -f6 $OUT/probe-2.txt)

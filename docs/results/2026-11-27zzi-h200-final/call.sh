#!/usr/bin/env bash
# Final (h200, twenty-fourth session: wide_shared_index, every shared
# access indexed from an opaque 64-bit zero, on the 2^12 and 2^17 one-limb
# entries and the 2^17 mode P entries of both GPUs): the peers and
# every nttgen workload in one harness call (modes P, F, L, inverse,
# polymul, u32; every timed row checked against the CPU reference), then
# the engine's GPU suite and gpu-check (catalog + 40 random specs). Build
# here: cargo build --release -p nttgen-tests --bin nttgen-anchors --bin
# gpu-check and the gpu_engine test binary (cargo test --release -p
# nttgen-runtime --test gpu_engine --no-run), stripped, into
# .device/final7.tar.xz (with latency-probe as probe, run once at the
# end); carry it and .anchors.
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
tar xJf .device/final7.tar.xz -C .device
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
grep -q H200 $OUT/gpu.txt || { echo "not an H200: stopping"; exit 3; }
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache
t0=$(date +%s)
NTTGEN_ANCHORS_CANDIDATES=0 OUT=$OUT/anchors NTTGEN_LIMIT=300 \
  NTTGEN_CMD=".device/nttgen-anchors fwd-P fwd-F inv-P inv-F polymul-P u32-P fwd-L inv-L polymul-L" \
  timeout 400 bash .anchors/run.sh > $OUT/anchors.txt 2>&1
echo "anchors rc=$? $(( $(date +%s) - t0 )) s"
cp $OUT/anchors/results.md $OUT/anchors/results.csv $OUT/ 2>/dev/null
grep -E "fwd u64 P|fwd u64 F|inv u64 [PF]|polymul u64 P|u32 P|L \(one limb\)|floors" $OUT/results.md | cut -c1-200
timeout 60 .device/gpu_engine --ignored --test-threads 1 > $OUT/gpu_engine.txt 2>&1; echo "gpu_engine rc=$?"; grep "test result" $OUT/gpu_engine.txt
OUT=$OUT/gpu-check RANDOM_SPECS=${RANDOM_SPECS:-40} timeout 120 bash tests/gpu/run.sh > $OUT/gpu-check.txt 2>&1
echo "gpu-check rc=$? $(( $(date +%s) - t0 )) s"; tail -n 3 $OUT/gpu-check.txt
NTTGEN_CACHE_DIR=/tmp/nttgen-cache timeout 80 .device/probe > $OUT/probe.txt 2>&1; echo "probe rc=$?"
grep -E "latency/.*,(gpu|b2b|steady)" $OUT/probe.txt | cut -d, -f2-6 | tr '\n' ' '; echo

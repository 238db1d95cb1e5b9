#!/usr/bin/env bash
# One call per GPU (GPU_NAME=H100 or H200): the throughput and one-limb
# rows beside Phantom and GPU-NTT (the peers' harness in .anchors, every
# nttgen workload of modes P, F, L, inverse, polymul, u32, each timed row
# checked against the CPU reference first), BFV HMUL beside Phantom built
# in the same call, then on the same machine the engine's GPU suite,
# gpu-check (catalog + 40 random specs bit for bit against the CPU
# interpreter) and latency-probe (with its host and edge measures).
# Build here: cargo build --release -p nttgen-tests --bin nttgen-anchors
# --bin gpu-check --bin latency-probe; cargo test --release -p
# nttgen-runtime --test gpu_engine --no-run; cargo build --release -p
# nttgen-runtime --features apps --example bfv_mul; stripped, into
# .device/final11.tar.xz (nttgen-anchors, gpu-check, gpu_engine,
# latency-probe as probe, apps/bfv_mul); carry it and .anchors.
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
tar xJf .device/final11.tar.xz -C .device
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
grep -q "${GPU_NAME:-H200}" $OUT/gpu.txt || { echo "not an ${GPU_NAME:-H200}: stopping"; exit 3; }
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache
t0=$(date +%s)
NTTGEN_ANCHORS_CANDIDATES=0 OUT=$OUT/anchors NTTGEN_LIMIT=300 \
  NTTGEN_CMD=".device/nttgen-anchors fwd-L inv-L polymul-L fwd-P fwd-F inv-P inv-F polymul-P u32-P" \
  timeout 330 bash .anchors/run.sh > $OUT/anchors.txt 2>&1
echo "anchors rc=$? $(( $(date +%s) - t0 )) s"
cp $OUT/anchors/results.md $OUT/anchors/results.csv $OUT/ 2>/dev/null
grep -E "fwd u64 P|fwd u64 F|inv u64 [PF]|polymul u64 P|u32 P|L \(one limb\)|floors" $OUT/results.md | cut -c1-200
grep -E ",L,|launch_" $OUT/results.csv | grep -E "^(phantom|nttgen|floor)" | grep -v builtin | cut -d, -f1-12
t0=$(date +%s)
OUT=$OUT/bfv LOG_NS="12 13 14 15" BATCH=16 timeout 150 bash tests/anchors-bfv/run.sh > $OUT/bfv.txt 2>&1
echo "anchors-bfv rc=$? $(( $(date +%s) - t0 )) s"; grep -A8 "^| N |" $OUT/bfv/bfv-vs-phantom.md | head -8
mkdir -p $OUT/check
timeout 60 .device/gpu_engine --ignored --test-threads 1 > $OUT/check/gpu_engine.txt 2>&1; echo "gpu_engine rc=$?"; grep "test result" $OUT/check/gpu_engine.txt
t0=$(date +%s)
OUT=$OUT/check/gpu-check RANDOM_SPECS=${RANDOM_SPECS:-40} timeout 150 bash tests/gpu/run.sh > $OUT/check/gpu-check.txt 2>&1
echo "gpu-check rc=$? $(( $(date +%s) - t0 )) s"; tail -n 3 $OUT/check/gpu-check.txt
timeout 60 .device/probe > $OUT/check/probe.txt 2>&1; echo "probe rc=$?"
grep -E "latency/|host-ab" $OUT/check/probe.txt | grep -E ",(gpu|b2b|steady|steady_host|one|engine_minus_bare)," | cut -d, -f2-6 | tr '\n' ' '; echo

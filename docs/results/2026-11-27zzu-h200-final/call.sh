#!/usr/bin/env bash
# Issue 21's targets and the speed rows in one call per GPU (GPU_NAME=H100
# or H200; twenty-fifth session: one_launch_sets, the 2^16 / 2^17 one-limb
# entries at one set per block over [7, 9] / [7, 10]): the anchors harness
# with Phantom and GPU-NTT and every nttgen workload (modes P, F, L,
# inverse, polymul, u32; every timed row checked against the CPU reference
# first), then BFV HMUL beside Phantom built in the same call
# (tests/anchors-bfv: N = 2^12..2^15, t = 65537, batch 16, every product
# decrypts to a b). Build here: cargo build --release -p nttgen-tests --bin
# nttgen-anchors --bin gpu-check --bin latency-probe, the gpu_engine test
# binary (cargo test --release -p nttgen-runtime --test gpu_engine
# --no-run) and the bfv_mul example (cargo build --release -p
# nttgen-runtime --features apps --example bfv_mul), stripped, into
# .device/final10.tar.xz; carry it and .anchors. check.sh runs the
# correctness suites on the same machine after it.
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
tar xJf .device/final10.tar.xz -C .device
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
grep -q "${GPU_NAME:-H200}" $OUT/gpu.txt || { echo "not an ${GPU_NAME:-H200}: stopping"; exit 3; }
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache
t0=$(date +%s)
NTTGEN_ANCHORS_CANDIDATES=0 OUT=$OUT/anchors NTTGEN_LIMIT=300 \
  NTTGEN_CMD=".device/nttgen-anchors fwd-L inv-L polymul-L fwd-P fwd-F inv-P inv-F polymul-P u32-P" \
  timeout 380 bash .anchors/run.sh > $OUT/anchors.txt 2>&1
echo "anchors rc=$? $(( $(date +%s) - t0 )) s"
cp $OUT/anchors/results.md $OUT/anchors/results.csv $OUT/ 2>/dev/null
grep -E "fwd u64 P|fwd u64 F|inv u64 [PF]|polymul u64 P|u32 P|L \(one limb\)|floors" $OUT/results.md | cut -c1-200
grep -E ",L," $OUT/results.csv | grep -E "^(phantom|nttgen)" | grep -v builtin | cut -d, -f1-12
t0=$(date +%s)
OUT=$OUT/bfv LOG_NS="12 13 14 15" BATCH=16 timeout 190 bash tests/anchors-bfv/run.sh > $OUT/bfv.txt 2>&1
echo "anchors-bfv rc=$? $(( $(date +%s) - t0 )) s"; grep -A8 "^| N |" $OUT/bfv/bfv-vs-phantom.md | head -8

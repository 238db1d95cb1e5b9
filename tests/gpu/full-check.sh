#!/usr/bin/env bash
# On the GPU machine after a merge, one call: the GPU check (catalog + random
# specs bit for bit), the runtime's and BFV's GPU tests, BFV against Phantom
# (tests/anchors-bfv, N = 2^12..2^15), and the ablation groups named in
# ONLY_GROUPS; everything packed into $OUT/full-check.tgz (the device tool
# returns at most 8 files). Carry .device (gpu-check, nttgen-gpu, bfv_mul,
# test_gpu_engine, test_apps_bfv) and .anchors.
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
R=/tmp/full-check; rm -rf "$R"; mkdir -p "$R"
t0=$(date +%s)
stamp() { echo "== $1: $(( $(date +%s) - t0 )) s"; }
OUT="$R/gpu-check" RANDOM_SPECS="${RANDOM_SPECS:-300}" bash tests/gpu/run.sh > "$R/gpu-check.txt" 2>&1; echo "gpu-check rc=$?" | tee -a "$R/summary.txt"; tail -n 3 "$R/gpu-check.txt" | tee -a "$R/summary.txt"; stamp gpu-check
for t in gpu_engine apps_bfv; do
    .device/test_$t --ignored --test-threads=1 > "$R/test_$t.txt" 2>&1; echo "test_$t rc=$?" | tee -a "$R/summary.txt"; grep "test result" "$R/test_$t.txt" | tee -a "$R/summary.txt"
done; stamp tests
OUT="$R/bfv" LOG_NS="${LOG_NS:-12 13 14 15}" BFV_MUL=.device/bfv_mul bash tests/anchors-bfv/run.sh > "$R/bfv.txt" 2>&1; echo "anchors-bfv rc=$?" | tee -a "$R/summary.txt"; stamp bfv
OUT="$R" ONLY_GROUPS="${ONLY_GROUPS:-reductions targets cluster solinas}" NTTGEN_GPU=.device/nttgen-gpu bash tests/gpu/ablations.sh > "$R/ablations.txt" 2>&1; stamp ablations
tar czf "${OUT:-/tmp}/full-check.tgz" -C /tmp full-check
cat "$R/summary.txt"

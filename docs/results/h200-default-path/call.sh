#!/usr/bin/env bash
# The call behind this folder: the default path's targets in one call on
# one GPU. First the BFV product beside Phantom (tests/anchors-bfv: both
# built here from their sources, every product of both sides decrypted and
# checked; bfv-vs-phantom.md) with the GPU bit-for-bit BFV test; then the
# peers' harness with Phantom and GPU-NTT and the floors (results.md /
# results.csv: nttgen-anchors' rows `default`, the plain spec through the
# JIT, `class`, the spec naming the GPU's class, `builtin`, gpu = "none");
# then latency-probe (one limb's kernels alone, probe.txt); then, in the
# time left, the runtime's GPU suite and gpu-check's catalog
# plus 40 random specs bit for bit (suites.txt, gpu-check.md where it ran).
# Here: `bash tests/gpu/build.sh` and `bash tests/gpu/apps-build.sh`, and
# the peers' harness in .anchors/ (its own README); on the GPU machine,
# with .device and .anchors carried: OUT=<dir> bash docs/results/h200-default-path/call.sh
set -u
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export NTTGEN_CACHE_DIR=/tmp/nc; mkdir -p /tmp/nc; chmod 700 /tmp/nc
s=$SECONDS
timeout 60 .device/apps/test_apps_bfv --ignored --test-threads 1 > $OUT/bfv-tests.txt 2>&1; echo "apps_bfv rc=$?"; grep "test result" $OUT/bfv-tests.txt
NTTGEN_BFV_PROBE=1 OUT=$OUT/bfv LOG_NS="12 13 14 15" BATCH=16 timeout 150 bash tests/anchors-bfv/run.sh > $OUT/bfv-run.log 2>&1; echo "bfv peers rc=$? $((SECONDS-s)) s"
cp $OUT/bfv/bfv-vs-phantom.md $OUT/ 2>/dev/null; grep -E "^\| 2\^1[2-5] \| [0-9]" $OUT/bfv-vs-phantom.md
NTTGEN_ANCHORS_CANDIDATES=0 NTTGEN_ANCHORS_LOGN=12,14,16,17 NTTGEN_CMD=".device/nttgen-anchors fwd-P fwd-F fwd-L inv-P u32-P" timeout 330 bash .anchors/run.sh > $OUT/anchors.log 2>&1; echo "anchors rc=$? $((SECONDS-s)) s"
grep -E "^\|" $OUT/results.md | head -60
# One limb's kernels alone (10 calls queued behind a spinning kernel) and the host's share: latency-probe's lines.
timeout 60 .device/latency-probe > $OUT/probe.txt 2>&1; echo "probe rc=$? $((SECONDS-s)) s"; grep -E 'forward,1[2467],latency|inverse,16,latency|empty,0' $OUT/probe.txt | grep -E ',(b2b|gpu|host),' | cut -d, -f2-6 | tr '\n' ' '; echo
if [ $((SECONDS-s)) -lt 480 ]; then
  ( .device/device_pipeline > $OUT/suites.txt 2>&1; echo "device_pipeline rc=$?" >> $OUT/suites.txt
    timeout $((560-SECONDS+s)) .device/gpu_engine --ignored --test-threads 1 >> $OUT/suites.txt 2>&1; echo "gpu_engine rc=$?" >> $OUT/suites.txt )
  if [ $((SECONDS-s)) -lt 440 ]; then
    timeout $((570-SECONDS+s)) .device/gpu-check --out /tmp/gc --random 40 > /tmp/gc.txt 2>&1; echo "gpu-check rc=$?" >> $OUT/suites.txt; tail -3 /tmp/gc.txt >> $OUT/suites.txt; cp /tmp/gc/gpu-check.md $OUT/ 2>/dev/null
  fi
  grep -E "rc=|test result|FAIL|passed" $OUT/suites.txt | tail -8
fi
echo "done $((SECONDS-s)) s"
